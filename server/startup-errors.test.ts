import { afterEach, describe, expect, it, vi } from "vitest";
import { MigrationFailedError } from "../app/db/migrations.server";
import { orExit } from "./startup-errors";

afterEach(() => vi.restoreAllMocks());

describe("orExit", () => {
  it("ends the start with code 1 and the message of a failed migration, naming it", async () => {
    const exit = vi.spyOn(process, "exit").mockImplementation((() => {
      throw new Error("exited");
    }) as never);
    const printed = vi.spyOn(console, "error").mockImplementation(() => {});
    const failure = new MigrationFailedError(
      "0042_example",
      new Error("boom", { cause: new Error("division by zero") }),
    );
    await expect(orExit(() => Promise.reject(failure))).rejects.toThrow("exited");
    expect(exit).toHaveBeenCalledWith(1);
    expect(printed).toHaveBeenCalledWith(
      "Migration 0042_example failed: division by zero. Nothing was changed (the migrations' transaction rolled back); the site did not start.",
    );
  });

  it("lets a bug through with its stack", async () => {
    const exit = vi.spyOn(process, "exit");
    await expect(orExit(() => Promise.reject(new TypeError("a bug")))).rejects.toThrow("a bug");
    expect(exit).not.toHaveBeenCalled();
  });
});
