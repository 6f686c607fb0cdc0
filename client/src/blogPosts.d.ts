declare module 'virtual:blog-posts' {
  /** content/blog/*.md, newest first, bodies rendered to safe HTML at build time (client/build/blogPosts.ts). */
  export const BLOG_POSTS: readonly {
    id: string;
    title: string;
    summary: string;
    date: string;
    html: string;
  }[];
}
