// npm start, step one: builds (app, compiled server, precompressed assets) when missing or stale.
// The server itself then runs from the build with plain node.
import path from "node:path";
import { ensureBuild } from "../server/build";

ensureBuild(path.resolve(process.env.BUILD_DIR ?? "build"));
