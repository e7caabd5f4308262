import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const mu = () => { const m = process.memoryUsage(); return `rss ${Math.round(m.rss/1e6)} heap ${Math.round(m.heapUsed/1e6)} ext ${Math.round(m.external/1e6)} ab ${Math.round(m.arrayBuffers/1e6)}`; };
console.log('start', mu());
const k = require('kuromoji');
const tok = await new Promise((res, rej) => k.builder({ dicPath: 'node_modules/kuromoji/dict' }).build((e, t) => e ? rej(e) : res(t)));
console.log('loaded', mu());
globalThis.gc(); await new Promise(r => setTimeout(r, 2000)); globalThis.gc();
console.log('after gc', mu());
