import { execFile } from "node:child_process";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { describe, expect, it } from "vitest";
import { keyed, PreferringQueue, ThreadPool } from "./index";
import type { EchoAnswer, EchoData, EchoTask } from "./pool.test.worker";

const echoPool = () =>
  new ThreadPool<EchoTask, EchoAnswer>(new URL("./pool.test.worker.ts", import.meta.url), { name: "echo" });

describe("a thread pool", () => {
  it("answers its tasks in a thread named by its worker file, by the function asked for", async () => {
    const pool = echoPool();
    try {
      const answer = await pool.run({ say: "shalom" });
      expect(answer).toEqual({
        said: "shalom",
        threadName: process.platform === "linux" ? "pool-test" : expect.any(String),
      });
      await expect(pool.run({ say: "amen" }, { fn: "shout" })).resolves.toMatchObject({ said: "AMEN" });
    } finally {
      await pool.destroy();
    }
  });

  it("runs its worker file as an ES module, under a require hook too (tsx: the development server, the browser tests)", async () => {
    // piscina require()s the file it starts a thread on: under tsx's require hook a .ts worker file was compiled to
    // CommonJS, where import.meta has no `resolve`, and the word indexes' build failed (every first Chinese look-up of
    // the browser tests' server). A pool run by a tsx process, as the server is there.
    const worker = new URL("./worker.ts", import.meta.url).href;
    const pool = echoPool();
    try {
      await expect(pool.run({ say: "./worker.ts" }, { fn: "resolve" })).resolves.toMatchObject({ said: worker });
    } finally {
      await pool.destroy();
    }
    const host = `
      import { ThreadPool } from ${JSON.stringify(new URL("./index.ts", import.meta.url).href)};
      const pool = new ThreadPool(new URL(${JSON.stringify(new URL("./pool.test.worker.ts", import.meta.url).href)}), { name: "echo" });
      pool.run({ say: "./worker.ts" }, { fn: "resolve" })
        .then((answer) => console.log(JSON.stringify(answer)), (error) => console.log(JSON.stringify({ error: String(error) })))
        .finally(() => pool.destroy());`;
    const tsx = fileURLToPath(import.meta.resolve("tsx/cli"));
    // With the production server's flag, which a thread cannot take (Node leaves it out unless flags are given).
    const { stdout } = await promisify(execFile)(process.execPath, ["--single-threaded-gc", tsx, "--eval", host], {
      timeout: 30_000,
    });
    expect(JSON.parse(stdout)).toMatchObject({ said: worker });
    // A process whose script is given as text with --input-type: a thread refuses that flag as it starts, and the
    // task waited for ever (the threads take the process's other flags only).
    const typed = await promisify(execFile)(process.execPath, [tsx, "--input-type=module", "--eval", host], {
      timeout: 30_000,
    });
    expect(JSON.parse(typed.stdout)).toMatchObject({ said: worker });
  });

  it("gives a task's error to whoever asked, and goes on with the next task", async () => {
    const pool = echoPool();
    try {
      await expect(pool.run({ fail: "the parse failed" })).rejects.toThrow("the parse failed");
      await expect(pool.run({ say: "again" })).resolves.toMatchObject({ said: "again" });
    } finally {
      await pool.destroy();
    }
  });

  it("gives the error of a worker file that fails as it loads to the tasks asked, rather than leaving them waiting", async () => {
    // Loaded by piscina as the thread started, the file's error was only a warning: the tasks waited for a thread
    // that never came.
    const pool = new ThreadPool<EchoTask, EchoAnswer>(new URL("./pool.test.worker.ts", import.meta.url), {
      name: "echo",
      workerData: { failToLoad: "the dictionary is missing" } satisfies EchoData,
    });
    try {
      await expect(pool.run({ say: "first" })).rejects.toThrow("the dictionary is missing");
      await expect(pool.run({ say: "second" })).rejects.toThrow("the dictionary is missing");
    } finally {
      await pool.destroy();
    }
  }, 10_000);

  it("says which thread ended under a task, and starts another for the next", async () => {
    const pool = echoPool();
    try {
      await expect(pool.run({ exit: 3 })).rejects.toThrow("the echo thread exited with code 3");
      await expect(pool.run({ say: "still here" })).resolves.toMatchObject({ said: "still here" });
    } finally {
      await pool.destroy();
    }
  });

  it("moves the buffers it is told to transfer", async () => {
    const pool = echoPool();
    try {
      const bytes = new ArrayBuffer(1024);
      await expect(pool.run({ bytes }, { transfer: [bytes] })).resolves.toEqual({ length: 1024 });
      expect(bytes.byteLength).toBe(0);
    } finally {
      await pool.destroy();
    }
  });

  it("closes once the tasks asked for are answered", async () => {
    const pool = echoPool();
    const answers = [pool.run({ say: "a" }), pool.run({ say: "b" })];
    await pool.close();
    expect(pool.pending).toBe(0);
    await expect(Promise.all(answers)).resolves.toMatchObject([{ said: "a" }, { said: "b" }]);
  });
});

describe("a preferring queue", () => {
  it("hands out first the waiting tasks whose key was preferred, each of them, then the others in the order asked", async () => {
    const queue = new PreferringQueue<string>();
    const pool = new ThreadPool<{ say: string; ms: number }, EchoAnswer>(
      new URL("./pool.test.worker.ts", import.meta.url),
      { name: "echo", keep: 1, queue },
    );
    try {
      await pool.run({ say: "warm", ms: 0 }, { fn: "slow" });
      const order: string[] = [];
      const ask = (say: string, ms = 0) =>
        pool.run(keyed({ say, ms }, say), { fn: "slow" }).then(() => order.push(say));
      // The thread's one task under way, five waiting: two preferred (an index a look-up waits for).
      const asked = [ask("under way", 300), ask("a"), ask("b"), ask("c"), ask("d"), ask("e")];
      queue.prefer(["b", "d"]);
      await Promise.all(asked);
      expect(order).toEqual(["under way", "b", "d", "a", "c", "e"]);
    } finally {
      await pool.destroy();
    }
  });
});
