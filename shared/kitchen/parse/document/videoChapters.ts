/**
 * A recipe copied from under a video: its method written as the video's chapters, each opening with the time it
 * starts at ("0:45 Add the onions and fry them till golden", "02:10 - Pour in the stock", "(3:30) Bake 20 minutes").
 * A chapter that says what to do is a step, its time stamp taken off (and its sentence closed); a chapter that only names a part of the video
 * ("0:00 Intro", "5:40 Tasting", "1:12 Roasting the rava") is page clutter.
 */
import { wordCount } from './lines';

const CHAPTER = /^\s*(?:[-•*]\s*)?\(?\d{1,2}:\d{2}(?::\d{2})?\)?\s*[-–—:|]?\s*(?=\p{L})/u;

/** A chapter's words instruct the cook: four words or more, a figure, or a closing full stop ("Taste test!" names a part). */
function instructs(words: string): boolean {
  return wordCount(words) >= 4 || /\d/.test(words) || /\.\s*$/.test(words);
}

export interface ChaptersRead {
  lines: readonly string[];
  /** The chapters that only name a part of the video. */
  chapters: readonly string[];
}

/** The lines with each chapter's time stamp taken off (two chapters or more), the chapters that name no step left out. */
export function readVideoChapters(lines: readonly string[]): ChaptersRead {
  let stamped = 0;
  for (const line of lines) {
    if (CHAPTER.test(line)) stamped += 1;
    if (stamped >= 2) break;
  }
  if (stamped < 2) return { lines, chapters: [] };
  const kept: string[] = [];
  const chapters: string[] = [];
  for (const line of lines) {
    const stamp = CHAPTER.exec(line);
    if (!stamp) {
      kept.push(line);
      continue;
    }
    const words = line.slice(stamp[0].length).trim();
    // A step of the method, read as one: closed as a sentence when the chapter leaves its stop out.
    if (instructs(words)) kept.push(/[.!?…]$/u.test(words) ? words : `${words}.`);
    else chapters.push(line.trim());
  }
  return { lines: kept, chapters };
}
