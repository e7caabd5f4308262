# Sourced by the README commands: puts Node.js >= 22 and pnpm 10 on PATH, installing them from the
# npm registry into ~/.cache/bible-polyglotte/toolchain when the machine's are missing or too old.
TOOLCHAIN_DIR="${TOOLCHAIN_DIR:-$HOME/.cache/bible-polyglotte/toolchain}"
export PATH="$TOOLCHAIN_DIR/bin:$PATH"

node_major() { node --version 2>/dev/null | sed -E 's/^v([0-9]+).*/\1/'; }

if [ "$(node_major || echo 0)" -lt 22 ] 2>/dev/null || ! command -v node >/dev/null; then
  echo "› Node.js $(node --version 2>/dev/null || echo 'missing') is too old; installing Node 24 into $TOOLCHAIN_DIR"
  npm install --global --prefix "$TOOLCHAIN_DIR" node@24 >/dev/null
  hash -r
fi

if ! command -v pnpm >/dev/null || [ "$(pnpm --version | cut -d. -f1)" -lt 10 ]; then
  echo "› installing pnpm 10 into $TOOLCHAIN_DIR"
  npm install --global --prefix "$TOOLCHAIN_DIR" pnpm@10 >/dev/null
  hash -r
fi
echo "› node $(node --version), pnpm $(pnpm --version)"
