import { describe, expect, it } from "vitest";
import { parseForm } from "~/schemas/parse-form";
import { resourceFromForm, resourceSchema } from "./schema";
import { withFormReader } from "~/schemas/parse-form";

const resourceFormSchema = withFormReader(resourceSchema, resourceFromForm);

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [k, v] of Object.entries(fields)) data.append(k, v);
  return data;
};

const filled = {
  title: "Cash Conversion Guide",
  description: "How profit turns into cash.",
  category: "Strategy",
  type: "Excel",
  difficulty: "beginner",
  format: "Workbook",
  downloadUrl: "",
  tags: "cash,  working capital, Cash, ",
  pages: "14",
  duration: "",
  iconName: "FileText",
};

describe("the admin resource dialog's form (resourceFormSchema)", () => {
  it("reads the form's text into the API's shape", () => {
    const submission = parseForm(form({ ...filled, published: "on" }), resourceFormSchema);
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      tags: ["cash", "working capital"],
      pages: 14,
      downloadUrl: null,
      duration: null,
      featured: false,
      published: true,
    });
  });

  it("reads an unticked Published as false and a blank page count as none", () => {
    const submission = parseForm(form({ ...filled, pages: " " }), resourceFormSchema);
    expect(submission.status === "success" && submission.value).toMatchObject({
      published: false,
      pages: null,
    });
  });

  it("gives the API's messages for empty and bad fields", () => {
    const submission = parseForm(
      form({ ...filled, title: "", format: " ", pages: "1.5", downloadUrl: "javascript:alert(1)" }),
      resourceFormSchema,
    );
    expect(submission.status === "error" && submission.error).toMatchObject({
      title: ["Title is required"],
      format: ["Format is required"],
      pages: ["Pages must be a whole number"],
      downloadUrl: ["Download URL must be an http:// or https:// address"],
    });
  });
});
