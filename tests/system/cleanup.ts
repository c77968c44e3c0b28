import { afterAll } from "vitest";
import { removeTempDirs } from "./server-process";

// Setup file of the system suite: after each test file (its own afterAll hooks, which stop its
// servers, run first), its temporary data directories go.
afterAll(removeTempDirs);
