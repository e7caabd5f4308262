import { createRequire } from 'node:module';
import { gunzipSync } from 'node:zlib';
import { readFileSync } from 'node:fs';
const require = createRequire(import.meta.url);
const mu = () => { const m = process.memoryUsage(); return `rss ${Math.round(m.rss/1e6)} heap ${Math.round(m.heapUsed/1e6)} ext ${Math.round(m.external/1e6)} ab ${Math.round(m.arrayBuffers/1e6)}`; };
console.log('start', mu());
const DictionaryLoader = require('kuromoji/src/loader/DictionaryLoader');
const Tokenizer = require('kuromoji/src/Tokenizer');
const loader = new DictionaryLoader('node_modules/kuromoji/dict');
loader.loadArrayBuffer = (file, cb) => { try { const b = gunzipSync(readFileSync(file)); cb(null, b.byteOffset === 0 && b.buffer.byteLength === b.length ? b.buffer : b.buffer.slice(b.byteOffset, b.byteOffset + b.length)); } catch (e) { cb(e); } };
const dic = await new Promise((res, rej) => loader.load((e, d) => e ? rej(e) : res(d)));
const tok = new Tokenizer(dic);
console.log('loaded', mu(), tok.tokenize('神は愛である')[0].reading);
globalThis.gc(); await new Promise(r => setTimeout(r, 2000)); globalThis.gc();
console.log('after gc', mu());
const tid = dic.token_info_dictionary;
console.log(Object.keys(tid.target_map).length);
for (const f of ['tid.dat.gz','tid_pos.dat.gz','tid_map.dat.gz','base.dat.gz','check.dat.gz','unk.dat.gz','unk_pos.dat.gz','unk_map.dat.gz','unk_invoke.dat.gz','unk_compat.dat.gz','unk_char.dat.gz']) { const b = gunzipSync(readFileSync('node_modules/kuromoji/dict/'+f)); let i = b.length; while (i > 0 && b[i-1] === 0) i--; console.log(f, b.length, i); }
tid.target_map = null; globalThis.gc(); console.log('no target map', mu());
