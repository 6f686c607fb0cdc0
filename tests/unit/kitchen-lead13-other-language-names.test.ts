/**
 * A recipe in a language the kitchen reads but writes no names in (Romanian, Croatian, Latvian, Albanian, Icelandic,
 * Estonian, Slovak) is never given another language's names: "500 g tofu ferme" (French) in a Romanian soup is worse
 * than the engine's English. Written blind; the recipes in the kitchen's own languages are still told apart.
 */
import { describe, expect, it } from 'vitest';
import '../../shared/kitchen/knowledge/installed';
import { generateLocally } from '../../shared/kitchen/index';
import { detectRecipeLanguage } from '../../shared/kitchen/language/detect';

const OTHER: [string, string][] = [
  [
    'Romanian',
    `Tocăniță de pui
Porții: 4
1 kg pulpe de pui
3 cepe
2 linguri untură
200 ml smântână
Mod de preparare
Călește ceapa în untură, adaugă puiul și fierbe 40 de minute.
La final adaugă smântâna și servește cu mămăligă.`,
  ],
  [
    'Croatian',
    `Pileći paprikaš
Za 4 osobe
800 g piletine
2 glavice luka
2 žlice masti
200 ml kiselog vrhnja
Priprema
Luk prodinstajte na masti, dodajte piletinu i kuhajte 40 minuta.
Na kraju umiješajte kiselo vrhnje i poslužite s tjesteninom.`,
  ],
  [
    'Latvian',
    `Vistas sautējums
4 porcijas
800 g vistas gaļas
2 sīpoli
2 ēdamkarotes sviesta
200 ml krējuma
Pagatavošana
Sīpolus apcep sviestā, pievieno vistu un sautē 40 minūtes.
Beigās pievieno krējumu un pasniedz ar kartupeļiem.`,
  ],
  [
    'Albanian',
    `Tavë me pulë
Për 4 vetë
1 kg pulë
2 qepë
2 lugë gjalpë
200 ml kos
Përgatitja
Kaurdisni qepët në gjalpë, shtoni pulën dhe gatuajeni 40 minuta.
Në fund hidhni kosin dhe shërbejeni me bukë.`,
  ],
  [
    'Icelandic',
    `Kjúklingapottréttur
Fyrir 4
800 g kjúklingur
2 laukar
2 msk smjör
2 dl rjómi
Aðferð
Steikið laukinn í smjörinu, bætið kjúklingnum út í og sjóðið í 40 mínútur.
Hellið rjómanum út í og berið fram með kartöflum.`,
  ],
  [
    'Estonian',
    `Kanahautis
4 portsjonit
800 g kanaliha
2 sibulat
2 spl võid
2 dl hapukoort
Valmistamine
Prae sibul võis, lisa kana ja hauta 40 minutit.
Lõpuks lisa hapukoor ja serveeri kartulitega.`,
  ],
  [
    'Slovak',
    `Kurací perkelt
Počet porcií: 4
800 g kuracieho mäsa
2 cibule
2 lyžice masti
200 ml kyslej smotany
Postup
Cibuľu opražte na masti, pridajte mäso a duste 40 minút.
Nakoniec vmiešajte smotanu a podávajte s haluškami.`,
  ],
];

const OWN: [string, string, string][] = [
  [
    'fr',
    'French',
    `Poulet à la crème\nPour 4 personnes\n4 cuisses de poulet\n20 cl de crème fraîche\n30 g de beurre\nPréparation\nFaire dorer le poulet dans le beurre, ajouter la crème et laisser mijoter 30 minutes.`,
  ],
  [
    'pl',
    'Polish',
    `Kurczak w śmietanie\nPorcje: 4\n800 g piersi z kurczaka\n200 ml śmietany\n2 łyżki masła\nPrzygotowanie\nKurczaka obsmażyć na maśle, dodać śmietanę i dusić 20 minut.`,
  ],
  [
    'cs',
    'Czech',
    `Kuře na smetaně\nPorce: 4\n800 g kuřecího masa\n200 ml smetany\n2 lžíce másla\nPostup\nMaso orestujte na másle, přidejte smetanu a duste 30 minut.`,
  ],
  [
    'tr',
    'Turkish',
    `Kremalı tavuk\n4 kişilik\n800 g tavuk göğsü\n200 ml krema\n2 yemek kaşığı tereyağı\nHazırlanışı\nTavukları tereyağında kavurun, kremayı ekleyin ve 20 dakika pişirin.`,
  ],
  [
    'hu',
    'Hungarian',
    `Tejfölös csirke\n4 adag\n800 g csirkemell\n2 dl tejföl\n2 evőkanál vaj\nElkészítés\nA csirkét a vajon megpirítjuk, hozzáadjuk a tejfölt és 20 percig pároljuk.`,
  ],
];

describe('a recipe in a language the kitchen writes no names in gets none of another language', () => {
  for (const [language, text] of OTHER) {
    it(`${language}: read as no language of the kitchen's names`, () => {
      // Slovak cooks read Czech: a Slovak recipe given Czech names is no fault.
      expect(language === 'Slovak' ? ['en', 'cs'] : ['en']).toContain(detectRecipeLanguage(text));
    });
    it(`${language}: a Vegan conversion names no substitute in French, Spanish, Italian or German`, () => {
      const result = generateLocally({ originalRecipe: text, mode: 'convert', filters: ['Vegan'], avoidIngredients: [] });
      if (!result.ok) return;
      const list = result.recipe.ingredients.join('\n');
      expect(list).not.toMatch(/\b(?:ferme|végétal\w*|vegetal\w*|pflanzlich\w*|vegane[nrs]?|firme|senza|sans|sin)\b/);
    });
  }
  for (const [code, language, text] of OWN) {
    it(`${language} is still told apart`, () => {
      expect(detectRecipeLanguage(text)).toBe(code);
    });
  }
});
