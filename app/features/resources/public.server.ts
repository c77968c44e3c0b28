import { and, asc, eq, sql } from "drizzle-orm";
import { db } from "~/db/client.server";
import { resources } from "~/db/schema";

/** What the public Resource Library shows of a resource (no admin fields). */
export type PublicResource = {
  id: number;
  title: string;
  description: string;
  category: string;
  type: string;
  level: string;
  format: string;
  tags: string[];
  pages: number | null;
  duration: string | null;
  featured: boolean;
  iconName: string;
};

const publicColumns = {
  id: resources.id,
  title: resources.title,
  description: resources.description,
  category: resources.category,
  type: resources.type,
  level: resources.difficulty,
  format: resources.format,
  tags: resources.tags,
  pages: resources.pages,
  duration: resources.duration,
  featured: resources.featured,
  iconName: resources.iconName,
};

/** Published resources in library order (oldest first, so new ones join at the end). */
export async function listPublishedResources(): Promise<PublicResource[]> {
  return db()
    .select(publicColumns)
    .from(resources)
    .where(eq(resources.published, true))
    .orderBy(asc(resources.createdAt), asc(resources.id));
}

/** The published resource with this title (letter case ignored), for access requests. */
export async function findPublishedResourceByTitle(title: string): Promise<PublicResource | undefined> {
  const [row] = await db()
    .select(publicColumns)
    .from(resources)
    .where(and(eq(resources.published, true), eq(sql`lower(${resources.title})`, title.trim().toLowerCase())))
    .orderBy(asc(resources.id))
    .limit(1);
  return row;
}
