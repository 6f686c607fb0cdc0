/**
 * Function words of the product's languages: articles, conjunctions, prepositions, pronouns, common adverbs and
 * verbs of a method. Accent-folded, some are a food's name in another language ("the" is French "thé", "med"
 * Czech honey, "and" Swedish duck, "so" Hungarian salt); on its own such a word never names a food, so a line
 * named only by one stays unresolved (and is "not verified") instead of being read as that food.
 */
export const FUNCTION_WORDS: ReadonlySet<string> = new Set(
  // English
  (
    'a an the and or but nor of in on at to for from with without into onto over under up out off by as so than then ' +
    'it its is are be was were been this that these those all any each every some more most less much many few no not ' +
    'only also just very too well here there when while if your you we our my his her their them they he she one ' +
    'use used make made add added till until about after before again per via plus ' +
    // English kitchen equipment a loose ending would read as a food ("foil" as French "foie", liver)
    'foil parchment clingfilm skewer skewers rack lid ' +
    // German
    'der die das den dem des ein eine einen einem einer und oder mit ohne fur von zu zum zur im am auf aus bei nach ' +
    'ist sind wird dann noch auch etwas alle jede bis wenn sobald solange oben unten darauf danach dabei ' +
    // French
    'le la les un une des du et ou au aux avec sans pour sur dans par est puis tout tous toute jusqu jusque quand encore ' +
    // Spanish and Portuguese
    'el los las una unos unas y o con para por del al se lo sin muy um uma os as ao com sem pelo pela hasta cuando ' +
    'mientras ate quando enquanto ' +
    // Italian
    'il gli di da e per su nel nella dei delle poi fino finche quando mentre come sopra sotto ' +
    // Dutch and the Scandinavian languages
    'het een van voor op te uit en och med pa av till ett eller och tot wanneer zodra tills nar bara ' +
    // Danish and Norwegian ("til" is Hindi sesame), Turkish, Indonesian
    'til af som det den naar eller ' +
    've veya icin bir gibi kadar sonra once ' +
    'dan atau dengan untuk yang ke dari sampai hingga ' +
    // Polish, Czech, Hungarian
    'i w z ze do od dla jest lub nebo az es egy meg vagy gdy dokud amig'
  ).split(' '),
);
