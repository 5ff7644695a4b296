import { getInputProps } from "@conform-to/react";
import { Eye, EyeOff, ExternalLink } from "lucide-react";
import { Form } from "react-router";
import { PageLink } from "#app/ui/page-link.tsx";
import type { Route } from "./+types/manage-blog";
import { adminMeta } from "#app/modules/site/meta.ts";
import { Pill } from "#app/components/admin/pill.tsx";
import { RecordsPageTop, useRecordsInUrl } from "#app/components/admin/record-page.tsx";
import { RecordActions, RecordList } from "#app/components/admin/record-list.tsx";
import { RecordEditor, useRecordForm, type EditorResult } from "#app/components/admin/record-editor.tsx";
import { answerDeletion, notSaved, refusalOfFormWithFile } from "#app/modules/admin/record-answers.server.ts";
import { hiddenFields, savePicturedRecord, type RecordKind } from "#app/modules/admin/record-actions.server.ts";
import { Choice, TextArea, TextInput, Tickbox } from "#app/modules/forms/ui/conform-fields.tsx";
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
const POSTS = {
  page: PAGE,
  name: "blog post",
  labels: {
    title: "Title",
    author: "Author",
    publishedOn: "Date",
    excerpt: "Excerpt",
    bodyMarkdown: "Post (Markdown)",
    category: "Category",
  },
  toasts: { added: "Post Saved", updated: "Post Saved", notSaved: "Post not saved" },
  conflict: POST_CONFLICT,
  deletion: { done: "Post Deleted", failed: "Could not delete the post." },
  picture: {
    field: "cover",
    notAPicture: NOT_A_PICTURE,
    saveFailed: { description: "Could not save the post. Please try again.", status: 500 },
  },
} satisfies RecordKind;

export async function action({ request }: Route.ActionArgs) {
  const submission = await parseSubmission(request, BlogActionSchema, {
    files: { maxFileBytes: MAX_COVER_BYTES, tooLarge: COVER_TOO_LARGE },
    // A Markdown body is the one long field of the back office.
    maxFieldBytes: 256 * 1024,
  });
  if (!submission.ok) {
    const problem = refusalOfFormWithFile(submission, { field: "cover", tooLarge: COVER_TOO_LARGE });
    const result = submission.reply({ hideFields: hiddenFields(POSTS) });
    return notSaved(POSTS.toasts.notSaved, problem, result, submission.status);
  }
  const change = submission.value;
  switch (change.intent) {
    case "delete":
      return answerDeletion(PAGE, await deleteBlogPost(change.id), POSTS.deletion);
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
      return savePicturedRecord(request, submission, POSTS, change, saveBlogPost);
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
      <RecordsPageTop
        title="Manage Blog"
        addLabel="New Post"
        deleting={deleting}
        deletionText={(post) => (
          <>This will permanently delete the post “{post.title}” and its cover picture. This action cannot be undone.</>
        )}
      />
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
      <RecordList
        rows={posts}
        heading="Posts"
        empty="No posts yet. Write the first one with “New Post”."
        as="ul"
        className="mt-4 space-y-3"
      >
        {(post) => <PostRow key={post.id} post={post} />}
      </RecordList>
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
      <RecordActions id={post.id} what={`: ${post.title}`}>
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
      </RecordActions>
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
  lastResult: EditorResult;
}) {
  const defaultValue = post
    ? {
        title: post.title,
        category: post.category,
        author: post.author,
        publishedOn: post.publishedOn,
        excerpt: post.excerpt,
        bodyMarkdown: post.bodyMarkdown,
        isPublished: post.isPublished ? "on" : undefined,
      }
    : { publishedOn: today };
  const editor = useRecordForm(BlogPostSchema, { name: "post", record: post, lastResult, defaultValue });
  const { fields } = editor;
  return (
    <RecordEditor
      editor={editor}
      heading={post ? "Edit Post" : "New Post"}
      withFile
      layout="two-columns-from-md"
      saveLabel="Save Post"
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
