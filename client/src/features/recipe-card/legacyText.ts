import DOMPurify from 'dompurify';

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

function inline(text: string): string {
  return escapeHtml(text)
    .replace(/\*\*(.+?)\*\*/g, '<strong>$1</strong>')
    .replace(/(^|\s)\*(\S.*?)\*(?=\s|$)/g, '$1<em>$2</em>');
}

/**
 * An older text recipe (bold labels, "Ingredients" with bullets, "Instructions" numbered) as HTML:
 * headings, lists and paragraphs, then sanitised with DOMPurify so nothing in a stored text can run.
 */
export function legacyRecipeHtml(text: string): string {
  const out: string[] = [];
  let list: 'ul' | 'ol' | null = null;
  const close = () => {
    if (list) out.push(`</${list}>`);
    list = null;
  };
  for (const raw of text.split(/\r?\n/)) {
    const line = raw.trim();
    if (!line) {
      close();
      continue;
    }
    const heading = /^#{1,6}\s+(.*)$/.exec(line) ?? /^\*\*([^*]+?):?\*\*:?$/.exec(line);
    const bullet = /^[-*•]\s+(.*)$/.exec(line);
    const numbered = /^\d+[.)]\s+(.*)$/.exec(line);
    if (heading?.[1]) {
      close();
      out.push(`<h4>${inline(heading[1])}</h4>`);
    } else if (bullet?.[1] !== undefined) {
      if (list !== 'ul') {
        close();
        out.push('<ul>');
        list = 'ul';
      }
      out.push(`<li>${inline(bullet[1])}</li>`);
    } else if (numbered?.[1] !== undefined) {
      if (list !== 'ol') {
        close();
        out.push('<ol>');
        list = 'ol';
      }
      out.push(`<li>${inline(numbered[1])}</li>`);
    } else {
      close();
      out.push(`<p>${inline(line)}</p>`);
    }
  }
  close();
  return DOMPurify.sanitize(out.join(''), { ALLOWED_TAGS: ['h4', 'p', 'ul', 'ol', 'li', 'strong', 'em'], ALLOWED_ATTR: [] });
}
