// The file every ThreadPool thread starts on (piscina's `filename`): it imports the pool's worker file as an ES module,
// as Node loads a Worker's file, and runs the function a task names. Given the worker file itself, piscina would
// require() it first: under a require hook (tsx, which runs the development server and the browser tests) a .ts
// worker file was then compiled to CommonJS, where import.meta is a stand-in without `resolve`, and the word indexes'
// build failed. Node modules only (Node loads it with its types stripped).

/** A task as the pool hands it to its thread: the worker file's URL, the function it exports, the task. */
export type Call = { file: string; fn: string; task: unknown };

/** The worker files imported by this thread (one per pool: a thread belongs to one pool). */
const modules = new Map<string, Promise<Record<string, unknown>>>();

export default async function call({ file, fn, task }: Call): Promise<unknown> {
  let module = modules.get(file);
  if (!module) {
    module = import(file);
    modules.set(file, module);
  }
  const run = (await module)[fn];
  if (typeof run !== "function") throw new Error(`${file} exports no function ${fn}`);
  return run(task);
}
