import { getInputProps, type SubmissionResult } from "@conform-to/react";
import { Eye, EyeOff, ExternalLink } from "lucide-react";
import { Form } from "react-router";
import { PageLink } from "#app/ui/page-link.tsx";
import type { Route } from "./+types/manage-blog";
import { adminMeta } from "#app/modules/site/meta.ts";
import { Pill } from "#app/components/admin/pill.tsx";
import { ConfirmDeletion } from "#app/components/admin/confirm-deletion.tsx";
import {
  DeleteLink,
  EditLink,
  EmptyList,
  RecordEditor,
  RecordPageHeading,
  useRecordsInUrl,
} from "#app/components/admin/record-page.tsx";
import { answerDeletion, notSaved, refusalOfFormWithFile } from "#app/modules/admin/record-answers.server.ts";
import { Choice, TextArea, TextInput, Tickbox } from "#app/modules/forms/ui/conform-fields.tsx";
import { useSchemaForm } from "#app/modules/forms/use-schema-form.ts";
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
} from "#app/modules/content/blog/blog-admin.ts";
import {
  deleteBlogPost,
  getPostForEditing,
  listPostsForAdmin,
  saveBlogPost,
  setPostPublished,
} from "#app/modules/content/blog/blog-admin.server.ts";
import { formatDate } from "#app/modules/content/shared/format.ts";
import { logger } from "#app/server/logger.server.ts";
import { recordDeleted } from "#app/modules/admin/lost-work.server.ts";
import { parseSubmission } from "#app/server/submission.server.ts";
import { redirectWithToast } from "#app/server/toast.server.ts";
import { buttonClasses } from "#app/ui/button.tsx";
import { ImageField } from "#app/ui/image-field.tsx";

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
  notSaved("Post not saved", description, result, status);

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, BlogActionSchema, {
    files: { maxFileBytes: MAX_COVER_BYTES, tooLarge: COVER_TOO_LARGE },
    // A Markdown body is the one long field of the back office.
    maxFieldBytes: 256 * 1024,
  });
  if (!submission.ok) {
    const problem = refusalOfFormWithFile(submission, { field: "cover", tooLarge: COVER_TOO_LARGE });
    return fail(problem, submission.reply({ hideFields: ["cover"] }), submission.status);
  }
  const change = submission.value;
  switch (change.intent) {
    case "delete":
      return answerDeletion(PAGE, await deleteBlogPost(change.id), {
        done: "Post Deleted",
        failed: "Could not delete the post.",
      });
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
  useActionToast(actionData?.toast);
  const { posts, editingBody } = loaderData;
  const { editing, deleting, adding } = useRecordsInUrl(posts);
  return (
    <>
      <RecordPageHeading title="Manage Blog" add={{ to: "?new=1", label: "New Post" }} />
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
        <EmptyList className="mt-4">No posts yet. Write the first one with “New Post”.</EmptyList>
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
            <Pill tone={post.isPublished ? "brand" : "amber"} className="ml-1 align-middle">
              {post.isPublished ? "Published" : "Draft"}
            </Pill>
          </p>
          <p className="text-sm text-slate-600">
            {post.category} · {formatDate(post.publishedOn)} · {post.author}
          </p>
        </div>
      </div>
      <div className="flex flex-wrap gap-2">
        <EditLink id={post.id} what={`: ${post.title}`} />
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
        <DeleteLink id={post.id}>
          Delete<span className="sr-only">: {post.title}</span>
        </DeleteLink>
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
  const [form, fields] = useSchemaForm(BlogPostSchema, {
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
  });
  return (
    <RecordEditor
      form={form}
      record={post}
      headingId="post-form-heading"
      heading={post ? "Edit Post" : "New Post"}
      withFile
      layout="two-columns-from-md"
      saveLabel="Save Post"
      cancelTo={PAGE}
    >
      <TextInput field={fields.title} label="Title" className="md:col-span-2" />
      <Choice field={fields.category} label="Category" placeholder="Choose a category" options={BLOG_CATEGORIES} />
      <TextInput field={fields.author} label="Author" />
      <TextInput field={fields.publishedOn} label="Date" type="date" />
      <TextArea
        field={fields.excerpt}
        label="Excerpt"
        hint="Two or three sentences for the blog list."
        rows={3}
        className="md:col-span-2"
      />
      <TextArea
        field={fields.bodyMarkdown}
        label="Post (Markdown)"
        hint="## for a heading, **bold**, *italic*, - for a list item, [text](https://link). A blank line starts a new paragraph."
        rows={14}
        monospace
        className="md:col-span-2"
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
        <Tickbox field={fields.removeCover} className="md:col-span-2">
          Remove the cover picture
        </Tickbox>
      ) : null}
      <Tickbox field={fields.isPublished} className="md:col-span-2">
        Published (shown on the blog)
      </Tickbox>
    </RecordEditor>
  );
}
