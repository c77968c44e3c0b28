// The mode must be set before React (or anything importing it) is loaded, hence this tiny entry.
if (!process.env.NODE_ENV) {
  process.env.NODE_ENV = "production";
  // Not a deployment: local secrets may be generated (see app/utils/env.server.ts).
  process.env.LOCAL_RUN = "1";
}
await import("./serve");
export {};
