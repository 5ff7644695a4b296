import { data, Link } from "react-router";
import type { Route } from "./+types/blog-post";
import { CategoryTag } from "#app/components/category-art.tsx";
import { getPublishedPost } from "#app/modules/content/blog/blog.server.ts";
import { formatDate } from "#app/modules/content/shared/format.ts";
import { requestLanguage } from "#app/modules/i18n/request-language.ts";
import { JsonLd } from "#app/modules/site/ui/json-ld.tsx";
import { pageMeta } from "#app/modules/site/meta.ts";
import { staticPageHandle } from "#app/modules/site/page-handles.ts";

export async function loader({ params, request }: Route.LoaderArgs) {
  const id = /^\d{1,9}$/.test(params.id) ? Number(params.id) : null;
  const post = id === null ? null : await getPublishedPost(id);
  if (!post) throw data(null, { status: 404 });
  return { post, language: requestLanguage(request) };
}

export const meta: Route.MetaFunction = ({ loaderData, matches, location }) =>
  loaderData
    ? pageMeta({
        matches,
        location,
        title: loaderData.post.title,
        description: loaderData.post.excerpt,
        type: "article",
      })
    : [{ title: "Post not found | SkillSprouts" }, { name: "robots", content: "noindex" }];

export default function BlogPost({ loaderData }: Route.ComponentProps) {
  const { post } = loaderData;
  return (
    <article className="mx-auto max-w-3xl px-4 py-14 sm:px-6">
      <JsonLd
        language={loaderData.language}
        data={{
          "@type": "BlogPosting",
          headline: post.title,
          datePublished: post.publishedOn,
          author: { "@type": "Person", name: post.author },
          description: post.excerpt,
          articleSection: post.category,
          publisher: { "@type": "Organization", name: "SkillSprouts" },
        }}
      />
      <Link to="/blog" className="font-semibold text-brand-700 underline">
        ← Back to the blog
      </Link>
      <CategoryTag category={post.category} className="mt-6" />
      <h1 className="mt-3 text-4xl font-extrabold">{post.title}</h1>
      <p className="mt-2 text-slate-600">
        By {post.author} · {formatDate(post.publishedOn)}
      </p>
      {/* bodyHtml is sanitised on the server when the post is saved. */}
      <div
        className="mt-8 space-y-4 text-lg leading-relaxed text-slate-800 [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-extrabold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
        dangerouslySetInnerHTML={{ __html: post.bodyHtml }}
      />
    </article>
  );
}

export function ErrorBoundary() {
  return (
    <div className="mx-auto max-w-xl px-6 py-24 text-center">
      <h1 className="text-3xl font-extrabold">404 - Post not found</h1>
      <Link to="/blog" className="mt-6 inline-block font-semibold text-brand-700 underline">
        Back to the blog
      </Link>
    </div>
  );
}

export const handle = staticPageHandle;
