/**
 * A recipe copied from under a video: its method written as the video's chapters, each opening with the time it
 * starts at ("0:45 Add the onions and fry them till golden", "02:10 - Pour in the stock", "(3:30) Bake 20 minutes").
 * A chapter that says what to do is a step, its time stamp taken off (and its sentence closed); a chapter that only names a part of the video
 * ("0:00 Intro", "5:40 Tasting", "1:12 Roasting the rava") is page clutter.
 */
import { isClutter } from './clutter';
import { readLine, wordCount } from './lines';

const CHAPTER = /^\s*(?:[-•*]\s*)?[([]?\d{1,2}:\d{2}(?::\d{2})?[)\]]?\s*[-–—:|]?\s*(?=\p{L})/u;

/** A chapter's words as spoken: they open in lower case ("[0:10] you need two cups of flour"). */
const SPOKEN = /^\p{Ll}/u;

/** A chapter's words instruct the cook: four words or more, a figure, or a closing full stop ("Taste test!" names a part). */
function instructs(words: string): boolean {
  return wordCount(words) >= 4 || /\d/.test(words) || /\.\s*$/.test(words);
}

export interface ChaptersRead {
  lines: readonly string[];
  /** The chapters that only name a part of the video. */
  chapters: readonly string[];
}

/** "Hello everyone! Today we make…": a greeting opening the speech goes, the rest is read. */
function withoutGreeting(said: string): { greeting?: string; words: string } {
  const end = said.indexOf('! ');
  const first = said.slice(0, end + 1);
  if (end < 0 || !isClutter(readLine(first, 0), false)) return { words: said };
  return { greeting: first, words: said.slice(end + 2).trim() };
}

/** A time stamp alone on its line, the words said after it on the next ("0:03" then "so today we're making…"). */
const LONE_STAMP = /^\s*[([]?\d{1,2}:\d{2}(?::\d{2})?[)\]]?\s*$/u;

/** The lines with each chapter's time stamp taken off (two chapters or more), the chapters that name no step left out. */
export function readVideoChapters(lines: readonly string[]): ChaptersRead {
  let stamped = 0;
  let lone = 0;
  let said = 0;
  for (const line of lines) {
    const stamp = CHAPTER.exec(line);
    if (stamp) {
      stamped += 1;
      if (SPOKEN.test(line.slice(stamp[0].length))) said += 1;
    } else if (LONE_STAMP.test(line)) lone += 1;
  }
  if (stamped + lone < 2) return { lines, chapters: [] };
  // A transcript: most stamps open speech ("[0:14] two eggs", or a stamp alone before its words), each a part of the
  // recipe however short. It is read as one paragraph of the method, whose foods the prose reader finds.
  if (lone >= 2 || said * 2 > stamped) return readTranscript(lines);
  const kept: string[] = [];
  const chapters: string[] = [];
  for (const line of lines) {
    const stamp = CHAPTER.exec(line);
    if (!stamp) {
      kept.push(line);
      continue;
    }
    const { greeting, words } = withoutGreeting(line.slice(stamp[0].length).trim());
    if (greeting) chapters.push(greeting);
    // A step of the method, read as one: closed as a sentence when the chapter leaves its stop out.
    if (instructs(words)) kept.push(/[.!?…]$/u.test(words) ? words : `${words}.`);
    else chapters.push(line.trim());
  }
  return { lines: kept, chapters };
}

/** A transcript's lines: each run of speech one paragraph, its stamps and spoken prompts ("like and subscribe") left out. */
function readTranscript(lines: readonly string[]): ChaptersRead {
  const kept: string[] = [];
  const chapters: string[] = [];
  let paragraph = -1;
  let afterStamp = false;
  for (const line of lines) {
    if (LONE_STAMP.test(line)) {
      chapters.push(line.trim());
      afterStamp = true;
      continue;
    }
    const stamp = CHAPTER.exec(line);
    if (!stamp && !afterStamp) {
      kept.push(line);
      if (line.trim() !== '') paragraph = -1;
      continue;
    }
    if (!stamp && line.trim() === '') continue;
    afterStamp = false;
    const said = line.slice(stamp ? stamp[0].length : 0).trim();
    if (isClutter(readLine(said, 0), false)) {
      chapters.push(line.trim());
      continue;
    }
    const { greeting, words } = withoutGreeting(said);
    if (greeting) chapters.push(greeting);
    const sentence = /[.!?…]$/u.test(words) ? words : `${words}.`;
    if (paragraph >= 0) kept[paragraph] = `${kept[paragraph]} ${sentence}`;
    else {
      paragraph = kept.length;
      kept.push(sentence);
    }
  }
  return { lines: kept, chapters };
}
