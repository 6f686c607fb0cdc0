import path from 'node:path';
import type { Plugin } from 'vite';
import { loadBlogPosts } from './blogPosts';

const MODULE_ID = 'virtual:blog-posts';
const RESOLVED_ID = `\0${MODULE_ID}`;

/** `import { BLOG_POSTS } from 'virtual:blog-posts'`: content/blog/*.md rendered at build time. */
export function blogPostsPlugin(root = process.cwd()): Plugin {
  const dir = path.join(root, 'content', 'blog');
  return {
    name: 'recipe-kitchen:blog-posts',
    resolveId(id) {
      return id === MODULE_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      this.addWatchFile(dir);
      return `export const BLOG_POSTS = ${JSON.stringify(loadBlogPosts(dir))};`;
    },
  };
}
