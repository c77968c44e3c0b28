import type { Route } from "./+types/account-data";
import { clientOf } from "~/features/account/gates.server";
import { ownDataFile } from "~/features/account/files.server";

/** "Download my data": everything held about the signed-in person, as a JSON file. */
export const loader = ({ context }: Route.LoaderArgs) => ownDataFile(clientOf(context).personId);
