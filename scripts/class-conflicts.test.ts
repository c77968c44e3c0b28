import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { PRIMITIVES, findClassConflicts } from "./class-conflicts";

describe("class conflicts (cn() joins classes without merging them)", () => {
  it("no cn() call or primitive className in app/ sets one property twice", () => {
    const { conflicts } = findClassConflicts("app");
    expect(conflicts.map((c) => `${c.where}: ${c.dropped.join(" ")}`)).toEqual([]);
  });

  it("the audit's copy of each primitive's classes is still what the primitive renders", () => {
    for (const [name, { file, classes }] of Object.entries(PRIMITIVES)) {
      // The text fields' shared look lives in field-styles.ts.
      const source = ["field-styles.ts", file]
        .map((f) => readFileSync(path.join("app/components/ui", f), "utf8"))
        .join("\n");
      for (const cls of classes.split(" ")) expect(source, `${name}: ${cls}`).toContain(cls);
    }
  });

  describe("on planted conflicts", () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), "class-conflicts-"));
    afterAll(() => rmSync(dir, { recursive: true, force: true }));
    writeFileSync(
      path.join(dir, "planted.tsx"),
      `import { cn } from "~/utils/cn";
const idle = "text-ink";
export function Planted({ active, className }: { active: boolean; className?: string }) {
  return (
    <div className={cn("rounded-md p-2", idle, active && "text-brand-800")}>
      <Badge className="bg-red-100">x</Badge>
      <Badge tone={null} className="bg-red-100">fine</Badge>
      <Button size="lg" className="h-auto">y</Button>
      <Textarea rows={3} className="min-h-0" />
      <Textarea className="min-h-0" />
      <Wrapper className="p-8" />
    </div>
  );
}
function Wrapper({ className }: { className?: string }) {
  return <div className={cn("p-4", className)} />;
}
`,
    );
    const found = findClassConflicts(dir).conflicts.map(
      (c) => `${c.where.replace(/^.*planted\.tsx/, "")} ${c.dropped.join(" ")}`,
    );

    it("finds a conditional class fighting a constant", () => {
      expect(found).toContain(":5 text-ink");
    });
    it("finds a className fighting a primitive's own classes, and honours the props that avoid it", () => {
      expect(found).toContain(":6 <Badge> bg-brand-50");
      expect(found).toContain(":8 <Button> h-12");
      expect(found).toContain(":10 <Textarea> min-h-28");
      expect(found.some((f) => f.startsWith(":7") || f.startsWith(":9"))).toBe(false);
    });
    it("follows a component that merges its className prop", () => {
      expect(found).toContain(":11 <Wrapper> p-4");
    });
  });
});
