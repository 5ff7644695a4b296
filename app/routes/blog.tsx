import { Link } from "react-router";
import type { Route } from "./+types/blog";
import { CategoryTag, PostCover } from "#app/components/category-art.tsx";
import { SimplePage } from "#app/components/simple-page.tsx";
import { listPublishedPosts } from "#app/modules/content/blog/blog.server.ts";
import { formatDate } from "#app/modules/content/shared/format.ts";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

export async function loader() {
  return { posts: await listPublishedPosts() };
}

const title = "Blog";
const description =
  "Ideas, tips and stories about Abacus, Vedic Maths, Communicative English and Coding for parents and teachers.";

export const meta: Route.MetaFunction = ({ matches, location }) => pageMeta({ matches, location, title, description });

export default function Blog({ loaderData }: Route.ComponentProps) {
  return (
    <SimplePage title={title} intro={description}>
      <ul className="grid gap-6 sm:grid-cols-2">
        {loaderData.posts.map((post) => (
          <li key={post.id} className="flex flex-col overflow-hidden rounded-3xl border border-slate-200 shadow-sm">
            <PostCover post={post} width={400} height={225} lazy className="aspect-video w-full" />
            <div className="flex flex-1 flex-col p-6">
              <CategoryTag category={post.category} />
              <h2 className="mt-3 text-2xl font-bold">{post.title}</h2>
              <p className="mt-1 text-sm text-slate-600">
                {formatDate(post.publishedOn)} · {post.author}
              </p>
              <p className="mt-3 flex-1 text-slate-700">{post.excerpt}</p>
              <Link to={`/blog/${post.id}`} className="mt-4 font-semibold text-brand-700 underline">
                Read More<span className="sr-only">: {post.title}</span>
              </Link>
            </div>
          </li>
        ))}
      </ul>
    </SimplePage>
  );
}

export const handle = staticPageHandle;
