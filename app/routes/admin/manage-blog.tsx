import {
  getFormProps,
  getInputProps,
  getSelectProps,
  getTextareaProps,
  useForm,
  type SubmissionResult,
} from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { Eye, EyeOff, ExternalLink, Pencil, Plus, Trash2 } from "lucide-react";
import { data, Form, Link, useNavigation, useSearchParams } from "react-router";
import { PageLink } from "#app/ui/page-link.tsx";
import type { z } from "zod";
import type { Route } from "./+types/manage-blog";
import { adminMeta } from "#app/modules/site/meta.ts";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import { EditedRecord } from "#app/components/admin/edited-record.tsx";
import { CategoryArt } from "#app/components/category-art.tsx";
import { useActionToast } from "#app/ui/use-action-toast.ts";
import {
  BLOG_CATEGORIES,
  BlogActionSchema,
  BlogPostSchema,
  COVER_TOO_LARGE,
  MAX_COVER_BYTES,
  NOT_A_PICTURE,
  POST_CONFLICT,
} from "#app/modules/content/blog-admin.ts";
import {
  deleteBlogPost,
  getPostForEditing,
  listPostsForAdmin,
  saveBlogPost,
  setPostPublished,
} from "#app/modules/content/blog-admin.server.ts";
import { formatDate } from "#app/modules/content/format.ts";
import { logger } from "#app/server/logger.server.ts";
import { recordDeleted } from "#app/modules/admin/lost-work.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { cn } from "#app/ui/cn.ts";
import { ImageField } from "#app/ui/image-field.tsx";
import { Field, FormError, SelectField, TextareaField } from "#app/ui/field.tsx";
import { StatusButton } from "#app/ui/status-button.tsx";

export const meta: Route.MetaFunction = () => adminMeta("Manage Blog");

/** Today in India, where the team writes: the date a new post starts with. */
const today = () => new Intl.DateTimeFormat("en-CA", { timeZone: "Asia/Kolkata" }).format(new Date());

export async function loader(args: Route.LoaderArgs) {
  const editId = Number(new URL(args.request.url).searchParams.get("edit"));
  const [posts, body] = await Promise.all([
    listPostsForAdmin(),
    Number.isInteger(editId) && editId > 0 ? getPostForEditing(editId) : null,
  ]);
  return { posts, editingBody: body, today: today() };
}

const PAGE = "/admin/manage-blog";
const fail = (description: string, result: SubmissionResult<string[]>, status = 400) =>
  data({ result, toast: { title: "Post not saved", description } }, { status });

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, BlogActionSchema, {
    files: { maxFileBytes: MAX_COVER_BYTES, tooLarge: COVER_TOO_LARGE },
    // A Markdown body is the one long field of the back office.
    maxFieldBytes: 256 * 1024,
  });
  if (!submission.ok) {
    const problem = submission.oversized.includes("cover")
      ? COVER_TOO_LARGE
      : (submission.unreadable?.visitorMessage ?? "Please check the highlighted fields.");
    return fail(problem, submission.reply({ hideFields: ["cover"] }), submission.status);
  }
  const change = submission.value;
  switch (change.intent) {
    case "delete": {
      if (!(await deleteBlogPost(change.id))) {
        return redirectWithToast(PAGE, {
          type: "error",
          title: "Delete Failed",
          description: "Could not delete the post.",
        });
      }
      return redirectWithToast(PAGE, { title: "Post Deleted" });
    }
    case "publish":
    case "unpublish": {
      const publish = change.intent === "publish";
      const outcome = await setPostPublished(change.id, change.version, publish);
      if (outcome !== "saved") {
        const description = outcome === "conflict" ? POST_CONFLICT : "That post was deleted.";
        return redirectWithToast(PAGE, { type: "error", title: "Not changed", description });
      }
      return redirectWithToast(PAGE, {
        title: publish ? "Post Published" : "Post Unpublished",
        description: publish ? "It is on the blog now." : "It is no longer on the blog.",
      });
    }
    case "create":
    case "update": {
      const { intent: _intent, ...post } = change;
      let outcome: Awaited<ReturnType<typeof saveBlogPost>>;
      try {
        outcome = await saveBlogPost(post);
      } catch (error) {
        logger.error({ err: error }, "saving a blog post failed");
        return fail("Could not save the post. Please try again.", submission.reply({ hideFields: ["cover"] }), 500);
      }
      if (outcome === "not-an-image") {
        return fail(
          NOT_A_PICTURE,
          submission.reply({ fieldErrors: { cover: [NOT_A_PICTURE] }, hideFields: ["cover"] }),
        );
      }
      if (outcome === "missing") {
        recordDeleted(request, { name: "blog post", againUrl: `${PAGE}?new=1` }, submission.formData, {
          title: "Title",
          author: "Author",
          publishedOn: "Date",
          excerpt: "Excerpt",
          bodyMarkdown: "Post (Markdown)",
          category: "Category",
        });
      }
      if (outcome === "conflict") {
        return fail(POST_CONFLICT, submission.reply({ formErrors: [POST_CONFLICT], hideFields: ["cover"] }), 409);
      }
      return redirectWithToast(PAGE, { title: "Post Saved" });
    }
  }
}

type Post = Route.ComponentProps["loaderData"]["posts"][number];

export default function ManageBlog({ loaderData, actionData }: Route.ComponentProps) {
  const [params] = useSearchParams();
  useActionToast(actionData?.toast);
  const { posts, editingBody } = loaderData;
  const editing = posts.find((post) => String(post.id) === params.get("edit"));
  const deleting = posts.find((post) => String(post.id) === params.get("delete"));
  const adding = params.get("new") === "1";
  return (
    <>
      <div className="mt-4 flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-extrabold">Manage Blog</h1>
        <Link to="?new=1" className={buttonClasses("primary")}>
          <Plus aria-hidden="true" className="size-5" /> New Post
        </Link>
      </div>
      {deleting ? (
        <ConfirmDeletion id={deleting.id} cancelTo={PAGE}>
          This will permanently delete the post “{deleting.title}” and its cover picture. This action cannot be undone.
        </ConfirmDeletion>
      ) : null}
      {adding ? <PostForm key="new" today={loaderData.today} lastResult={actionData?.result} /> : null}
      {editing && editingBody ? (
        <>
          <PostForm
            key={`${editing.id}-${editing.version}`}
            post={{ ...editing, bodyMarkdown: editingBody.bodyMarkdown }}
            today={loaderData.today}
            lastResult={actionData?.result}
          />
          <details className="mt-4 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200">
            <summary className="cursor-pointer font-bold">Preview of the saved post</summary>
            {/* Sanitised on the server when the post was saved, exactly as the blog shows it. */}
            <div
              className="mt-4 space-y-4 leading-relaxed text-slate-800 [&_h2]:mt-6 [&_h2]:text-2xl [&_h2]:font-extrabold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
              dangerouslySetInnerHTML={{ __html: editingBody.bodyHtml }}
            />
          </details>
        </>
      ) : null}
      <h2 className="mt-10 text-2xl font-extrabold">Posts</h2>
      {posts.length === 0 ? (
        <p className="mt-4 rounded-3xl bg-white p-8 text-center text-slate-600 ring-1 ring-slate-200">
          No posts yet. Write the first one with “New Post”.
        </p>
      ) : (
        <ul className="mt-4 space-y-3">
          {posts.map((post) => (
            <PostRow key={post.id} post={post} />
          ))}
        </ul>
      )}
    </>
  );
}

function PostRow({ post }: { post: Post }) {
  return (
    <li className="flex flex-col gap-4 rounded-3xl bg-white p-4 shadow-sm ring-1 ring-slate-200 md:flex-row md:items-center md:justify-between">
      <div className="flex items-center gap-4">
        {post.coverImageKey ? (
          <img
            src={`/media/${post.coverImageKey}`}
            alt=""
            width={96}
            height={54}
            className="aspect-video w-24 shrink-0 rounded-xl object-cover"
          />
        ) : (
          <CategoryArt category={post.category} className="aspect-video w-24 shrink-0 rounded-xl" />
        )}
        <div>
          <p className="font-bold">
            {post.title}{" "}
            <span
              className={cn(
                "ml-1 inline-block rounded-full px-2.5 py-0.5 align-middle text-xs font-bold",
                post.isPublished ? "text-brand-800 bg-brand-50" : "bg-amber-100 text-amber-900",
              )}
            >
              {post.isPublished ? "Published" : "Draft"}
            </span>
          </p>
          <p className="text-sm text-slate-600">
            {post.category} · {formatDate(post.publishedOn)} · {post.author}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <Link to={`?edit=${post.id}`} className={buttonClasses("secondary", "sm")}>
          <Pencil aria-hidden="true" className="size-4" /> Edit<span className="sr-only">: {post.title}</span>
        </Link>
        <Form method="post" action={PAGE}>
          <input type="hidden" name="intent" value={post.isPublished ? "unpublish" : "publish"} />
          <input type="hidden" name="id" value={post.id} />
          <input type="hidden" name="version" value={post.version} />
          <button type="submit" className={buttonClasses("ghost", "sm")}>
            {post.isPublished ? (
              <EyeOff aria-hidden="true" className="size-4" />
            ) : (
              <Eye aria-hidden="true" className="size-4" />
            )}
            {post.isPublished ? "Unpublish" : "Publish"}
            <span className="sr-only">: {post.title}</span>
          </button>
        </Form>
        {post.isPublished ? (
          <PageLink to={`/blog/${post.id}`} className={buttonClasses("ghost", "sm")}>
            <ExternalLink aria-hidden="true" className="size-4" /> View<span className="sr-only">: {post.title}</span>
          </PageLink>
        ) : null}
        <Link to={`?delete=${post.id}`} className={buttonClasses("ghost", "sm", "text-red-700 hover:bg-red-50")}>
          <Trash2 aria-hidden="true" className="size-4" /> Delete<span className="sr-only">: {post.title}</span>
        </Link>
      </div>
    </li>
  );
}

function PostForm({
  post,
  today,
  lastResult,
}: {
  post?: Post & { bodyMarkdown: string };
  today: string;
  lastResult: SubmissionResult<string[]> | undefined;
}) {
  const navigation = useNavigation();
  const [form, fields] = useForm<z.input<typeof BlogPostSchema>>({
    id: post ? `post-${post.id}` : "post-new",
    lastResult,
    defaultValue: post
      ? {
          title: post.title,
          category: post.category,
          author: post.author,
          publishedOn: post.publishedOn,
          excerpt: post.excerpt,
          bodyMarkdown: post.bodyMarkdown,
          isPublished: post.isPublished ? "on" : undefined,
        }
      : { publishedOn: today },
    constraint: getZodConstraint(BlogPostSchema),
    onValidate: ({ formData }) => parseWithZod(formData, { schema: BlogPostSchema }),
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
  });
  const { key: _publishedKey, ...publishedProps } = getInputProps(fields.isPublished, { type: "checkbox" });
  const { key: _removeKey, ...removeCoverProps } = getInputProps(fields.removeCover, { type: "checkbox" });
  return (
    <section
      aria-labelledby="post-form-heading"
      className="mt-6 rounded-3xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
    >
      <h2 id="post-form-heading" className="text-xl font-bold">
        {post ? "Edit Post" : "New Post"}
      </h2>
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className="mt-4 grid gap-4 md:grid-cols-2"
      >
        <FormError id={form.errorId} errors={form.errors} />
        <input type="hidden" name="intent" value={post ? "update" : "create"} />
        <EditedRecord record={post} />
        <Field
          className="md:col-span-2"
          label="Title"
          errors={fields.title.errors}
          inputProps={getInputProps(fields.title, { type: "text" })}
        />
        <SelectField
          label="Category"
          placeholder="Choose a category"
          options={[...BLOG_CATEGORIES]}
          errors={fields.category.errors}
          controlProps={getSelectProps(fields.category)}
        />
        <Field
          label="Author"
          errors={fields.author.errors}
          inputProps={getInputProps(fields.author, { type: "text" })}
        />
        <Field
          label="Date"
          errors={fields.publishedOn.errors}
          inputProps={getInputProps(fields.publishedOn, { type: "date" })}
        />
        <TextareaField
          className="md:col-span-2"
          label="Excerpt"
          hint="Two or three sentences for the blog list."
          errors={fields.excerpt.errors}
          controlProps={{ ...getTextareaProps(fields.excerpt), rows: 3 }}
        />
        <TextareaField
          className="md:col-span-2"
          label="Post (Markdown)"
          hint="## for a heading, **bold**, *italic*, - for a list item, [text](https://link). A blank line starts a new paragraph."
          errors={fields.bodyMarkdown.errors}
          controlProps={{ ...getTextareaProps(fields.bodyMarkdown), rows: 14, className: "font-mono" }}
        />
        <ImageField
          className="md:col-span-2"
          label="Cover picture"
          hint={
            post?.coverImageKey
              ? "Leave empty to keep the current picture. Cropped to 16:9."
              : "Optional: without one, the category's drawing is shown. Cropped to 16:9."
          }
          errors={fields.cover.errors}
          inputProps={{
            ...getInputProps(fields.cover, { type: "file" }),
            accept: "image/jpeg,image/png,image/webp,image/gif",
          }}
          currentSrc={post?.coverImageKey ? `/media/${post.coverImageKey}` : null}
          preview={{ alt: "Cover preview", width: 160, height: 90, className: "aspect-video w-40 rounded-xl" }}
        />
        {post?.coverImageKey ? (
          <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-800 md:col-span-2">
            <input {...removeCoverProps} className="size-5 accent-brand-600" />
            Remove the cover picture
          </label>
        ) : null}
        <label className="flex min-h-11 items-center gap-3 font-semibold text-slate-800 md:col-span-2">
          <input {...publishedProps} className="size-5 accent-brand-600" />
          Published (shown on the blog)
        </label>
        <div className="flex flex-wrap gap-3 md:col-span-2">
          <StatusButton pending={navigation.state === "submitting"} pendingLabel="Saving…">
            Save Post
          </StatusButton>
          <Link to={PAGE} className={buttonClasses("ghost", "lg")}>
            Cancel
          </Link>
        </div>
      </Form>
    </section>
  );
}
