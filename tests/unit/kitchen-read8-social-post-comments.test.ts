/**
 * Blind probe (issue 31, item 2): the comments and furniture of a social post copied with its recipe — a Facebook
 * group's thread, an Instagram caption with its comments, a Reddit thread, a TikTok description, a YouTube
 * description — in the languages of the held sets: a reader's comment opening with the reader's name and a colon
 * ("Maria Silva: fiz com…"), a name on its own line over the comment, a post's counters and buttons. None may reach
 * the steps or tips; the recipe's steps stay. Written before looking at what the engine does.
 */
import { describe, expect, it } from 'vitest';
import { generateLocally } from '../../shared/kitchen/index';

interface Post {
  id: string;
  text: string;
  clutter: string[];
  steps: string[];
  foods: string[];
}

const POSTS: Post[] = [
  {
    id: 'pt-BR facebook group',
    text: `Receitas da Vovó 👵 Grupo público\nCláudia Ferreira · 3 h\nGente, fiz o escondidinho de carne seca e ficou perfeito! Receita:\n\n500 g de carne seca dessalgada\n1 kg de mandioca\n1 cebola\n200 g de queijo coalho\n\nCozinhe a mandioca e amasse.\nRefogue a carne desfiada com a cebola.\nMonte em camadas e cubra com o queijo.\nLeve ao forno por 20 minutos.\n\n👍❤️ 1,2 mil\n87 comentários  34 compartilhamentos\nMaria Silva: fiz com frango e ficou ótimo\nJoão Pedro Souza: dá pra usar aipim congelado?\nCláudia Ferreira: dá sim João!`,
    clutter: ['fiz com frango', 'aipim congelado', 'dá sim João', '1,2 mil', '34 compartilhamentos'],
    steps: ['mandioca e amasse', 'camadas'],
    foods: ['carne seca', 'mandioca', 'cebola', 'queijo'],
  },
  {
    id: 'es-PE instagram',
    text: `cocinaconrosa.pe\nLima, Perú\nCausa limeña 💛 la receta que me pidieron!\n\n1 kg de papa amarilla\n3 cucharadas de ají amarillo molido\n2 limones\n1 lata de atún\n1 palta\n\n1. Sancocha las papas y prénsalas.\n2. Sazona con ají, limón y sal.\n3. Arma capas con atún y palta.\n\n#causalimeña #comidaperuana\nVer los 214 comentarios\nlucho_gourmet: yo le pongo pollo deshilachado 🔥\nmaria.fe: la hice hoy, buenazo\nHace 2 días`,
    clutter: ['pollo deshilachado', 'la hice hoy', '214 comentarios', '#causalimeña'],
    steps: ['Sancocha las papas', 'Arma capas'],
    foods: ['papa amarilla', 'ají amarillo', 'limones', 'atún', 'palta'],
  },
  {
    id: 'en reddit thread',
    text: `r/Cooking\nPosted by u/kare_kare_lola · 5h\nMy lola's kare-kare (finally wrote it down)\n\n1 kg oxtail\n1 cup peanut butter\n1/2 cup toasted rice flour\n1 bundle pechay\n1 eggplant\n\nBoil the oxtail for 2 hours until tender.\nStir in the peanut butter and rice flour.\nAdd the vegetables and simmer 5 minutes.\n\n↑ 1.2k ↓\n214 comments  Share  Save\nSort by: Best\nadobo_andy · 4h\nMy mom adds banana blossom, so good\nReply\nlolaluz · 3h\nBagoong on the side or it's not kare-kare!\nReply`,
    clutter: ['banana blossom', 'Bagoong on the side', 'Sort by', 'Posted by'],
    steps: ['Boil the oxtail', 'simmer 5 minutes'],
    foods: ['oxtail', 'peanut butter', 'rice flour', 'pechay', 'eggplant'],
  },
  {
    id: 'et facebook group',
    text: `Eesti Kodukokad\nKersti Tamm · 2 t\nKama kohupiimaga, lihtne ja hea!\n\n500 g kohupiima\n4 spl kama\n2 spl suhkrut\n200 ml keefirit\n\nSega kohupiim keefiriga.\nLisa kama ja suhkur.\nLase 10 minutit seista.\n\n128 meeldimist · 23 kommentaari\nMari Kask: mina panen ka mustikaid\nJaan Tamm: väga hea!`,
    clutter: ['panen ka mustikaid', 'väga hea', '128 meeldimist'],
    steps: ['Sega kohupiim', 'Lisa kama'],
    foods: ['kohupiima', 'kama', 'suhkrut', 'keefirit'],
  },
  {
    id: 'sl facebook group',
    text: `Kuhajmo doma\nMojca Novak · 5 ur\nŽganci kot pri babici!\n\n300 g ajdove moke\n1 l vode\n50 g zaseke\nsol\n\nMoko prepraži, zalij z vrelo vodo.\nPokrij in pusti 15 minut.\nZabeli z zaseko.\n\n57 všečkov · 12 komentarjev\nAna Kranjc: jaz dam zraven kislo mleko\nPeter: super recept`,
    clutter: ['kislo mleko', 'super recept', '57 všečkov'],
    steps: ['Moko prepraži', 'Zabeli'],
    foods: ['ajdove moke', 'zaseke', 'sol'],
  },
  {
    id: 'lv instagram',
    text: `mamas_virtuve.lv\nRasols kā pie vecmāmiņas 💕\n\n4 kartupeļi\n2 burkāni\n3 olas\n2 skābi gurķi\n200 g desas\n4 ēdamkarotes majonēzes\n\nIzvāri dārzeņus un olas.\nSagriez visu kubiņos.\nSajauc ar majonēzi.\n\n#rasols #latvija\nSkatīt visus 56 komentārus\nilze.b: es lieku arī zirņus\nanna_k: garšīgi!`,
    clutter: ['lieku arī zirņus', 'garšīgi', '56 komentārus'],
    steps: ['Izvāri dārzeņus', 'Sajauc ar majonēzi'],
    foods: ['kartupeļi', 'burkāni', 'olas', 'gurķi', 'desas', 'majonēzes'],
  },
  {
    id: 'ar facebook group',
    text: `مطبخ ماما نور\nنور الهدى · ساعتان\nفتة الحمص على طريقتي 😍\n\n2 كوب حمص مسلوق\n2 رغيف خبز عربي\n2 كوب لبن زبادي\n2 فص ثوم\n\nحمّصي الخبز في الفرن.\nاخلطي اللبن مع الثوم.\nرتّبي الخبز ثم الحمص ثم اللبن.\n\n1.2 ألف إعجاب · 240 تعليقًا\nسارة أحمد: أنا أضيف الصنوبر المحمص\nمنى: تسلم إيدك`,
    clutter: ['أضيف الصنوبر', 'تسلم إيدك', '240 تعليقًا'],
    steps: ['حمّصي الخبز', 'اخلطي اللبن'],
    foods: ['حمص', 'خبز', 'زبادي', 'ثوم'],
  },
  {
    id: 'th tiktok',
    text: `@krua_mae_noi\nผัดกะเพราหมูสับ แบบร้านดัง 🔥 #ผัดกะเพรา #อาหารไทย\n♬ เสียงต้นฉบับ - ครัวแม่น้อย\n\nหมูสับ 300 กรัม\nกระเทียม 5 กลีบ\nพริกขี้หนู 10 เม็ด\nใบกะเพรา 1 กำ\nน้ำปลา 1 ช้อนโต๊ะ\n\n1. โขลกพริกกับกระเทียม\n2. ผัดหมูกับพริกกระเทียม ใส่น้ำปลา\n3. ใส่ใบกะเพรา ผัดให้เข้ากัน\n\nความคิดเห็น 1,024\nแพรวา: ใส่ไข่ดาวด้วยอร่อยสุด\nต้น: ทำตามแล้วอร่อยมาก`,
    clutter: ['ใส่ไข่ดาวด้วย', 'ทำตามแล้ว', 'เสียงต้นฉบับ'],
    steps: ['โขลกพริก', 'ใส่ใบกะเพรา'],
    foods: ['หมูสับ', 'กระเทียม', 'พริกขี้หนู', 'ใบกะเพรา', 'น้ำปลา'],
  },
  {
    id: 'lt youtube description',
    text: `Cepelinai su mėsa | Močiutės receptas\n45 tūkst. peržiūrų · prieš 2 savaites\n\nIngredientai:\n2 kg bulvių\n500 g maltos mėsos\n1 svogūnas\n200 g grietinės\n\n0:00 Įžanga\n1:20 Bulvių tarkavimas\n5:45 Virimas\n\nSutarkuokite bulves ir nuspauskite.\nSuformuokite cepelinus su mėsa.\nVirkite 25 minutes.\n\nPrenumeruokite kanalą!\nKomentarai\nRūta: aš dar dedu spirgučių\nTomas: geriausias receptas`,
    clutter: ['dedu spirgučių', 'geriausias receptas', 'Prenumeruokite kanalą', 'peržiūrų'],
    steps: ['Sutarkuokite bulves', 'Virkite 25 minutes'],
    foods: ['bulvių', 'maltos mėsos', 'svogūnas', 'grietinės'],
  },
];

const lower = (s: string) => s.toLowerCase();
const KNOWN_FAILS: Record<string, string> = {
  'et facebook group':
    'the post\'s header "Kersti Tamm · 2 t" (a name and its age in hours) reads as an ingredient: "t" is also a teaspoon',
  'th tiktok': 'Thai list lines with the amount after the food lost under a TikTok header',
};

function faults(p: Post): string[] {
  const result = generateLocally({ originalRecipe: p.text, mode: 'convert', filters: ['Nut-Free'], avoidIngredients: [] });
  if (!result.ok) return [`refused: ${result.error}`];
  const r = result.recipe;
  const out: string[] = [];
  const fields: Record<string, string[]> = {
    title: [r.recipeName],
    description: r.description ? [r.description] : [],
    ingredients: r.ingredients,
    instructions: r.instructions,
    tips: r.tips,
  };
  for (const fragment of p.clutter)
    for (const [field, lines] of Object.entries(fields)) {
      const hit = lines.find((l) => lower(l).includes(lower(fragment)));
      if (hit !== undefined) out.push(`clutter in ${field}: ${hit.slice(0, 70)}`);
    }
  const notUnderstood = (r as { notUnderstood?: string[] }).notUnderstood ?? [];
  const swapped = (r.substitutions ?? []).map((s) => s.original);
  for (const food of p.foods)
    if (![...r.ingredients, ...notUnderstood, ...swapped].some((l) => lower(l).includes(lower(food)))) out.push(`lost ${food}`);
  for (const step of p.steps) if (!r.instructions.some((l) => lower(l).includes(lower(step)))) out.push(`step lost: ${step}`);
  return out;
}

describe('a social post with its comments (blind probe, read8)', () => {
  for (const p of POSTS) {
    const run = KNOWN_FAILS[p.id] ? it.fails : it;
    run(KNOWN_FAILS[p.id] ? `${p.id}: ${KNOWN_FAILS[p.id]}` : p.id, () => {
      const found = faults(p).join(' | ');
      if (process.env.PROBE_PRINT && found) console.log(`PROBE ${p.id}: ${found}`);
      expect(found).toBe('');
    });
  }
});
