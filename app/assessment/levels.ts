/** The level descriptors the result page shows (product.md §2), with the fallback for any other value. */
export type LevelCopy = {
  level: number;
  title: string;
  subtitle: string;
  description: string;
  /** Styling key: the fallback borrows Level 1's look. */
  look: 1 | 2 | 3;
};

const levels: Record<1 | 2 | 3, Omit<LevelCopy, "level">> = {
  1: {
    title: "Speak Finance",
    subtitle: "Foundation Level",
    description:
      "You're ready to build a strong foundation in finance: read the three core financial statements with confidence, understand the metrics that matter, and speak the language of your finance partners.",
    look: 1,
  },
  2: {
    title: "Think Finance",
    subtitle: "Strategic Level",
    description:
      "You know the basics; now it's time to connect numbers to strategy: analyze the drivers behind the results, build compelling business cases, and make financially aligned decisions for your unit.",
    look: 2,
  },
  3: {
    title: "Lead with Finance",
    subtitle: "Executive Level",
    description:
      "You're ready to lead at the top: drive capital allocation, influence the board, and shape strategy with the confidence of someone who speaks the CFO's language.",
    look: 3,
  },
};

/** product.md §2: any other value falls back to the Level 1 look with a shorter description. */
const fallback: Omit<LevelCopy, "level"> = {
  title: "Speak Finance",
  subtitle: "Foundation Level",
  description: "Build a strong foundation in finance.",
  look: 1,
};

export function levelCopy(level: number): LevelCopy {
  const copy = level === 1 || level === 2 || level === 3 ? levels[level] : fallback;
  return { level, ...copy };
}
