import type { LocalLanguage } from '../language/languages';
import type { AddedWay, CookingTraits } from '../traits/index';

/**
 * A substitute's own way into the dish, said in the method's language (data): the step a cook of that language writes
 * for a food added that way, when a step asks the substitute for what it cannot do ("nach Packungsanweisung bissfest
 * kochen" for zucchini noodles). `{food}` is the substitute's English name (the localiser says it in the language
 * after); `{time}` its doneness time, said as the language says a span of minutes (nothing where the traits give none).
 * A way or a language left out keeps the step as written, and the card says what will not go.
 */
interface OwnWayWords {
  steps: Partial<Record<AddedWay, string>>;
  /** A span of minutes as it stands in the steps, with its leading space: " {from}–{to} Minuten". */
  minutes: string;
}

const OWN_WAY_WORDS: Readonly<Partial<Record<LocalLanguage, OwnWayWords>>> = {
  de: {
    minutes: ' {from}–{to} Minuten',
    steps: {
      'whisk-in': 'Die {food} mit den übrigen flüssigen Zutaten verquirlen.',
      'fold-in': 'Die {food} zum Schluss unter die Masse heben.',
      'sift-in': 'Die {food} mit den trockenen Zutaten dazusieben.',
      season: 'Mit den {food} abschmecken.',
      'scatter-over': 'Die {food} kurz vor dem Servieren darüberstreuen.',
      'drizzle-over': 'Die {food} kurz vor dem Servieren darüberträufeln.',
      layer: 'Die {food} zwischen die übrigen Schichten legen.',
      'melt-in': 'Die {food} sanft schmelzen und unterrühren.',
      'cook-apart': 'Die {food} separat{time} garen und zum Gericht servieren.',
      'brown-first': 'Die {food} in wenig Öl bei mittlerer bis starker Hitze{time} anbraten, dann mit dem Rezept fortfahren.',
      'soften-first': 'Die {food} in wenig Öl{time} sanft andünsten, bevor die übrigen Zutaten dazukommen.',
      'simmer-in': 'Die {food} mit der Flüssigkeit zugeben und{time} mitköcheln lassen.',
      'stir-in': 'Die {food} unterrühren und{time} erwärmen.',
      roast: 'Die {food} in Stücken im heißen Ofen{time} rösten und zum Gericht servieren.',
      'serve-alongside': 'Die {food} dazu servieren.',
    },
  },
  fr: {
    minutes: ' {from} à {to} minutes',
    steps: {
      'whisk-in': 'Fouettez les {food} avec les autres ingrédients liquides.',
      'fold-in': 'Incorporez délicatement les {food} à la fin.',
      'sift-in': 'Tamisez les {food} avec les ingrédients secs.',
      season: 'Assaisonnez avec les {food} selon votre goût.',
      'scatter-over': 'Parsemez les {food} juste avant de servir.',
      'drizzle-over': 'Arrosez de {food} juste avant de servir.',
      layer: 'Disposez les {food} entre les autres couches.',
      'melt-in': 'Faites fondre doucement les {food} et incorporez-les.',
      'cook-apart': 'Faites cuire les {food} à part{time} et servez avec le plat.',
      'brown-first': "Faites dorer les {food} dans un peu d'huile à feu moyen-vif{time}, puis poursuivez la recette.",
      'soften-first': "Faites revenir doucement les {food} dans un peu d'huile{time} avant d'ajouter les autres ingrédients.",
      'simmer-in': 'Ajoutez les {food} avec le liquide et laissez mijoter{time}.',
      'stir-in': 'Incorporez les {food} et laissez chauffer{time}.',
      roast: 'Faites rôtir les {food} en morceaux au four bien chaud{time} et servez avec le plat.',
      'serve-alongside': 'Servez les {food} à côté.',
    },
  },
  es: {
    minutes: ' de {from} a {to} minutos',
    steps: {
      'whisk-in': 'Bate los {food} con el resto de ingredientes líquidos.',
      'fold-in': 'Incorpora los {food} con movimientos envolventes al final.',
      'sift-in': 'Tamiza los {food} con los ingredientes secos.',
      season: 'Sazona con los {food} al gusto.',
      'scatter-over': 'Esparce los {food} por encima justo antes de servir.',
      'drizzle-over': 'Riega con los {food} justo antes de servir.',
      layer: 'Coloca los {food} entre las demás capas.',
      'melt-in': 'Derrite los {food} a fuego suave e incorpóralos.',
      'cook-apart': 'Cocina los {food} aparte{time} y sirve con el plato.',
      'brown-first': 'Dora los {food} en un poco de aceite a fuego medio-alto{time} y sigue con la receta.',
      'soften-first': 'Sofríe suavemente los {food} en un poco de aceite{time} antes de añadir el resto de ingredientes.',
      'simmer-in': 'Añade los {food} con el líquido y deja cocer a fuego lento{time}.',
      'stir-in': 'Incorpora los {food} y calienta{time}.',
      roast: 'Asa los {food} en trozos en el horno bien caliente{time} y sirve con el plato.',
      'serve-alongside': 'Sirve los {food} aparte.',
    },
  },
  it: {
    minutes: ' per {from}-{to} minuti',
    steps: {
      'whisk-in': 'Sbattete i {food} con gli altri ingredienti liquidi.',
      'fold-in': 'Incorporate i {food} delicatamente alla fine.',
      'sift-in': 'Setacciate i {food} con gli ingredienti secchi.',
      season: 'Insaporite con i {food} a piacere.',
      'scatter-over': 'Cospargete con i {food} appena prima di servire.',
      'drizzle-over': 'Irrorate con i {food} appena prima di servire.',
      layer: 'Disponete i {food} tra gli altri strati.',
      'melt-in': 'Sciogliete dolcemente i {food} e incorporateli.',
      'cook-apart': 'Cuocete a parte i {food}{time} e servite con il piatto.',
      'brown-first': 'Rosolate i {food} in poco olio a fuoco medio-alto{time}, poi proseguite con la ricetta.',
      'soften-first': 'Fate appassire dolcemente i {food} in poco olio{time} prima di aggiungere gli altri ingredienti.',
      'simmer-in': 'Unite i {food} con il liquido e lasciate sobbollire{time}.',
      'stir-in': 'Incorporate i {food} e scaldate{time}.',
      roast: 'Arrostite i {food} a pezzi in forno ben caldo{time} e servite con il piatto.',
      'serve-alongside': 'Servite i {food} a parte.',
    },
  },
  pt: {
    minutes: ' por {from} a {to} minutos',
    steps: {
      'whisk-in': 'Bata os {food} com os restantes ingredientes líquidos.',
      'fold-in': 'Envolva os {food} delicadamente no fim.',
      'sift-in': 'Peneire os {food} com os ingredientes secos.',
      season: 'Tempere com os {food} a gosto.',
      'scatter-over': 'Polvilhe com os {food} mesmo antes de servir.',
      'drizzle-over': 'Regue com os {food} mesmo antes de servir.',
      layer: 'Disponha os {food} entre as outras camadas.',
      'melt-in': 'Derreta os {food} em lume brando e junte-os.',
      'cook-apart': 'Cozinhe os {food} à parte{time} e sirva com o prato.',
      'brown-first': 'Doure os {food} num pouco de azeite em lume médio-alto{time} e continue a receita.',
      'soften-first': 'Refogue suavemente os {food} num pouco de azeite{time} antes de juntar os restantes ingredientes.',
      'simmer-in': 'Junte os {food} com o líquido e deixe cozinhar em lume brando{time}.',
      'stir-in': 'Incorpore os {food} e aqueça{time}.',
      roast: 'Asse os {food} em pedaços no forno bem quente{time} e sirva com o prato.',
      'serve-alongside': 'Sirva os {food} à parte.',
    },
  },
  nl: {
    minutes: ' in {from}-{to} minuten',
    steps: {
      'whisk-in': 'Klop de {food} door de andere natte ingrediënten.',
      'fold-in': 'Schep de {food} er aan het eind voorzichtig door.',
      'sift-in': 'Zeef de {food} bij de droge ingrediënten.',
      season: 'Breng op smaak met de {food}.',
      'scatter-over': 'Strooi de {food} er vlak voor het serveren over.',
      'drizzle-over': 'Sprenkel de {food} er vlak voor het serveren over.',
      layer: 'Leg de {food} tussen de andere lagen.',
      'melt-in': 'Smelt de {food} zachtjes en roer ze erdoor.',
      'cook-apart': 'Bereid de {food} apart{time} en serveer ze bij het gerecht.',
      'brown-first': 'Bak de {food} in een beetje olie op middelhoog vuur{time} bruin en ga dan verder met het recept.',
      'soften-first': 'Smoor de {food} zachtjes in een beetje olie{time} voordat de andere ingrediënten erbij gaan.',
      'simmer-in': 'Voeg de {food} met het vocht toe en laat{time} meesudderen.',
      'stir-in': 'Roer de {food} erdoor en verwarm{time}.',
      roast: 'Rooster de {food} in stukken in een hete oven{time} en serveer ze bij het gerecht.',
      'serve-alongside': 'Serveer de {food} erbij.',
    },
  },
  pl: {
    minutes: ' przez {from}–{to} min',
    steps: {
      'whisk-in': 'Wymieszaj {food} z pozostałymi mokrymi składnikami.',
      'fold-in': 'Na koniec delikatnie wmieszaj {food}.',
      'sift-in': 'Przesiej {food} razem z suchymi składnikami.',
      season: 'Dopraw do smaku: {food}.',
      'scatter-over': 'Tuż przed podaniem posyp: {food}.',
      'drizzle-over': 'Tuż przed podaniem skrop: {food}.',
      layer: 'Ułóż {food} między pozostałymi warstwami.',
      'melt-in': 'Rozpuść delikatnie {food} i wmieszaj.',
      'cook-apart': 'Przygotuj {food} osobno{time} i podawaj z daniem.',
      'brown-first': 'Podsmaż {food} na odrobinie oleju na średnio-dużym ogniu{time}, potem kontynuuj według przepisu.',
      'soften-first': 'Podduś delikatnie {food} na odrobinie oleju{time}, zanim dodasz pozostałe składniki.',
      'simmer-in': 'Dodaj {food} razem z płynem i gotuj na małym ogniu{time}.',
      'stir-in': 'Wmieszaj {food} i podgrzej{time}.',
      roast: 'Upiecz {food} w kawałkach w gorącym piekarniku{time} i podawaj z daniem.',
      'serve-alongside': 'Podawaj {food} obok.',
    },
  },
  sv: {
    minutes: ' i {from}–{to} minuter',
    steps: {
      'whisk-in': 'Vispa ner {food} med de andra flytande ingredienserna.',
      'fold-in': 'Vänd till sist försiktigt ner {food}.',
      'sift-in': 'Sikta ner {food} med de torra ingredienserna.',
      season: 'Smaka av med {food}.',
      'scatter-over': 'Strö {food} över strax före servering.',
      'drizzle-over': 'Ringla {food} över strax före servering.',
      layer: 'Lägg {food} mellan de andra lagren.',
      'melt-in': 'Smält {food} försiktigt och rör ner.',
      'cook-apart': 'Tillaga {food} separat{time} och servera till rätten.',
      'brown-first': 'Bryn {food} i lite olja på medelhög värme{time} och fortsätt sedan med receptet.',
      'soften-first': 'Fräs {food} mjuka i lite olja{time} innan resten av ingredienserna går i.',
      'simmer-in': 'Tillsätt {food} med vätskan och låt sjuda med{time}.',
      'stir-in': 'Rör ner {food} och värm{time}.',
      roast: 'Rosta {food} i bitar i het ugn{time} och servera till rätten.',
      'serve-alongside': 'Servera {food} till.',
    },
  },
  da: {
    minutes: ' i {from}-{to} minutter',
    steps: {
      'whisk-in': 'Pisk {food} sammen med de andre våde ingredienser.',
      'fold-in': 'Vend til sidst forsigtigt {food} i.',
      'sift-in': 'Sigt {food} i sammen med de tørre ingredienser.',
      season: 'Smag til med {food}.',
      'scatter-over': 'Drys {food} over lige før servering.',
      'drizzle-over': 'Dryp {food} over lige før servering.',
      layer: 'Læg {food} mellem de andre lag.',
      'melt-in': 'Smelt {food} forsigtigt, og rør det i.',
      'cook-apart': 'Tilbered {food} for sig{time} og server til retten.',
      'brown-first': 'Brun {food} i lidt olie ved middelhøj varme{time}, og fortsæt så med opskriften.',
      'soften-first': 'Svits {food} bløde i lidt olie{time}, før resten af ingredienserne kommer i.',
      'simmer-in': 'Tilsæt {food} med væsken, og lad det simre med{time}.',
      'stir-in': 'Rør {food} i, og varm igennem{time}.',
      roast: 'Rist {food} i stykker i en varm ovn{time}, og server til retten.',
      'serve-alongside': 'Server {food} ved siden af.',
    },
  },
  nb: {
    minutes: ' i {from}–{to} minutter',
    steps: {
      'whisk-in': 'Visp inn {food} sammen med de andre våte ingrediensene.',
      'fold-in': 'Vend til slutt forsiktig inn {food}.',
      'sift-in': 'Sikt inn {food} sammen med de tørre ingrediensene.',
      season: 'Smak til med {food}.',
      'scatter-over': 'Dryss {food} over rett før servering.',
      'drizzle-over': 'Drypp {food} over rett før servering.',
      layer: 'Legg {food} mellom de andre lagene.',
      'melt-in': 'Smelt {food} forsiktig, og rør det inn.',
      'cook-apart': 'Tilbered {food} for seg{time} og server til retten.',
      'brown-first': 'Brun {food} i litt olje på middels høy varme{time}, og fortsett så med oppskriften.',
      'soften-first': 'Fres {food} myke i litt olje{time} før resten av ingrediensene kommer i.',
      'simmer-in': 'Tilsett {food} med væsken, og la det småkoke med{time}.',
      'stir-in': 'Rør inn {food}, og varm gjennom{time}.',
      roast: 'Stek {food} i biter i varm ovn{time}, og server til retten.',
      'serve-alongside': 'Server {food} ved siden av.',
    },
  },
};

/** The substitute's own way in `language`, or undefined where the data has none (the step then stays as written). */
export function ownWayIn(language: LocalLanguage, name: string, traits: CookingTraits | undefined): string | undefined {
  const words = OWN_WAY_WORDS[language];
  // A food without traits goes in the usual way: stirred in.
  const step = words?.steps[traits?.added ?? 'stir-in'];
  if (!words || !step) return undefined;
  const [from, to] = traits?.doneness?.minutes ?? [];
  // A span is said; one number alone is left to the cook's eye (its form differs in each language: "1 Minute").
  const time =
    from !== undefined && to !== undefined && from < to ? words.minutes.replace('{from}', String(from)).replace('{to}', String(to)) : '';
  return step.split('{food}').join(name).split('{time}').join(time);
}
