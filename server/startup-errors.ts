import { ConfigError } from "../app/utils/env.server";
import { DatabaseInUseError } from "./database-lock";

/**
 * Mistakes of setting up, not bugs: the person starting the site needs the message, not a stack. A
 * failed migration too (it names the migration and says nothing was changed); it comes from the app's
 * build, a copy of app/db the edge does not share, so it is known by its name.
 */
const isSetupMistake = (error: unknown): error is Error =>
  error instanceof ConfigError ||
  error instanceof DatabaseInUseError ||
  (error instanceof Error && error.name === "MigrationFailedError");

/**
 * Runs a start step; a setup mistake ends the process with its message (one line per problem)
 * and exit code 1. Anything else is a bug and keeps its stack.
 */
export async function orExit<T>(step: () => T | Promise<T>): Promise<T> {
  try {
    return await step();
  } catch (error) {
    if (!isSetupMistake(error)) throw error;
    console.error(error.message);
    process.exit(1);
  }
}
