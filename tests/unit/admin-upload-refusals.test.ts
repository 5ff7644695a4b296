import { describe, expect, it } from "vitest";
import { refusedBrochureToast } from "#app/modules/content/brochure-files/brochure-file-admin.ts";
import { chosenFileProblem, invalidUploadToast, MAX_FEED_IMAGE_BYTES } from "#app/modules/content/feeds/feed-admin.ts";
import { refusedIntent } from "#app/modules/admin/intent.ts";

/** A file of `size` bytes that claims `type`, without holding the bytes. */
function fileOf(name: string, type: string, size: number): File {
  const file = new File(["x"], name, { type });
  Object.defineProperty(file, "size", { value: size });
  return file;
}

function form(fields: Record<string, string | File>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const text = { schoolName: "Green Valley", studentName: "Asha", className: "5B", caption: "Her first abacus medal" };

describe("a feed upload the browser would not send", () => {
  it("says what is wrong with the chosen file, by its type and size", () => {
    expect(chosenFileProblem(fileOf("medal.jpg", "image/jpeg", 1024))).toBeNull();
    expect(chosenFileProblem(fileOf("notes.pdf", "application/pdf", 1024))).toBe("not-media");
    expect(chosenFileProblem(fileOf("big.jpg", "image/jpeg", MAX_FEED_IMAGE_BYTES + 1))).toBe("image-too-large");
    expect(chosenFileProblem(fileOf("big.mp4", "video/mp4", MAX_FEED_IMAGE_BYTES + 1))).toBeNull();
    expect(chosenFileProblem(fileOf("long.mp4", "video/mp4", 201 * 1024 * 1024))).toBe("video-too-large");
  });

  it("toasts missing fields first, then a text over its length, then the file", () => {
    const big = fileOf("big.jpg", "image/jpeg", MAX_FEED_IMAGE_BYTES + 1);
    expect(invalidUploadToast(form({ ...text, studentName: "", file: big }))).toEqual({
      title: "Missing Information",
      description: "Please fill all fields and select a file.",
    });
    expect(invalidUploadToast(form(text))?.title).toBe("Missing Information");
    expect(invalidUploadToast(form({ ...text, className: "x".repeat(41), file: big }))).toEqual({
      title: "Upload Failed",
      description: "Please keep this under 40 characters.",
    });
    expect(invalidUploadToast(form({ ...text, file: big }))).toEqual({
      title: "Upload Failed",
      description: "Pictures must be 10 MB or smaller.",
    });
    expect(invalidUploadToast(form({ ...text, file: fileOf("medal.jpg", "image/jpeg", 1024) }))).toBeNull();
  });
});

describe("a refused brochure upload", () => {
  it("is told by what was sent, not by the error's text", () => {
    const pdf = fileOf("course.pdf", "application/pdf", 1024);
    expect(refusedBrochureToast(form({ name: "Abacus" }), ["file"]).title).toBe("Upload Failed");
    expect(refusedBrochureToast(form({ file: fileOf("course.docx", "application/msword", 10) }), [])).toEqual({
      title: "Invalid File Type",
      description: "Please upload a PDF file.",
    });
    expect(refusedBrochureToast(form({ file: pdf }), [])).toEqual({
      title: "Missing Information",
      description: "Please provide a name, description, and select a PDF file.",
    });
    expect(refusedBrochureToast(form({}), [], "That form was too large.").description).toBe("That form was too large.");
  });
});

describe("the form a refused submission came from", () => {
  it("is one the page names, or none", () => {
    expect(refusedIntent(form({ intent: "invite" }), ["invite"])).toBe("invite");
    expect(refusedIntent(form({ intent: "promote" }), ["invite"])).toBeNull();
    expect(refusedIntent(form({}), ["invite", "role"])).toBeNull();
  });
});
