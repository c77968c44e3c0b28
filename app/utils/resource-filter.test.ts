import { describe, expect, it } from "vitest";
import { ALL, distinct, filterResources } from "./resource-filter";

const rows = [
  {
    title: "Cash Flow Checklist",
    description: "Signals that profit is not cash",
    tags: ["working capital"],
    category: "Financial Intelligence",
    level: "intermediate",
  },
  {
    title: "Board Dashboard",
    description: "Metrics for reviews",
    tags: ["KPIs", "ROIC"],
    category: "Strategy",
    level: "advanced",
  },
  {
    title: "Presenting Numbers",
    description: "A video workshop",
    tags: ["storytelling"],
    category: "Communication",
    level: "beginner",
  },
];
const all = { query: "", category: ALL, level: ALL };

describe("filterResources", () => {
  it("lets everything through without a query or filters", () => {
    expect(filterResources(rows, all)).toHaveLength(3);
  });

  it("matches title, description and tags case-insensitively", () => {
    expect(filterResources(rows, { ...all, query: "cash FLOW" }).map((r) => r.title)).toEqual([
      "Cash Flow Checklist",
    ]);
    expect(filterResources(rows, { ...all, query: "VIDEO" }).map((r) => r.title)).toEqual([
      "Presenting Numbers",
    ]);
    expect(filterResources(rows, { ...all, query: "roic" }).map((r) => r.title)).toEqual(["Board Dashboard"]);
  });

  it("combines the query with the category and level filters", () => {
    expect(filterResources(rows, { query: "", category: "Strategy", level: ALL })).toHaveLength(1);
    expect(filterResources(rows, { query: "", category: "Strategy", level: "beginner" })).toHaveLength(0);
    expect(
      filterResources(rows, { query: "capital", category: "Financial Intelligence", level: "intermediate" }),
    ).toHaveLength(1);
    expect(filterResources(rows, { query: "capital", category: "Strategy", level: ALL })).toHaveLength(0);
  });

  it("lists distinct sorted values", () => {
    expect(distinct(rows, (r) => r.level)).toEqual(["advanced", "beginner", "intermediate"]);
  });
});
