// pnpm prints "ELIFECYCLE Command failed" under any script that exits non-zero or is interrupted. The operator
// commands (`pnpm admin`, `pnpm bible:install`, …) say what went wrong themselves and exit with their own code,
// so that banner would only make a clean refusal or a Ctrl-C look like a crash: it is left out for them alone.
const OPERATOR_COMMANDS = new Set(["db:migrate", "bible:install", "bible:import", "admin", "lexicon:install", "align"]);

function isOperatorCommand(log) {
  return log.pkgname === "bible-polyglotte" && OPERATOR_COMMANDS.has(log.stage);
}

module.exports = {
  hooks: {
    filterLog(log) {
      return !(log.level === "error" && log.err?.code === "ELIFECYCLE" && isOperatorCommand(log));
    },
  },
};
