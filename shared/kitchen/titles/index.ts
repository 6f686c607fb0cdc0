/** Titles: the dish's own name after conversion, led by the filters that changed it, by one rule for every dish. */
export { dishTitle, type TitleChange, type TitleSwap } from './dishTitle';
