import { describe, expect, it } from "vitest";
import { ThreadPool } from "./index";
import type { EchoAnswer, EchoTask } from "./pool.test.worker";

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

  it("gives a task's error to whoever asked, and goes on with the next task", async () => {
    const pool = echoPool();
    try {
      await expect(pool.run({ fail: "the parse failed" })).rejects.toThrow("the parse failed");
      await expect(pool.run({ say: "again" })).resolves.toMatchObject({ said: "again" });
    } finally {
      await pool.destroy();
    }
  });

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
