import type { DietTag } from '../types';

/**
 * The allergen classes' and food groups' own names in languages the Open Food Facts allergens taxonomy covers thinly
 * or not at all (Persian, Hebrew, Icelandic, Albanian, Georgian, Swahili, Vietnamese, Thai, Hindi…), and the plural
 * and "products" forms a cook types on an avoid list where the taxonomy gives only one form ("ξηροί καρποί",
 * "οστρακοειδή", "млечни продукти", "مكسرات"). Data of the overlay, one row per class, every language alike: the
 * avoid list reads a row's name as its whole class (knowledge/lexicon.ts adds them to the allergens' names; a name the
 * taxonomy already gives keeps the taxonomy's class).
 */
export const ALLERGEN_CLASS_NAMES: Readonly<Record<string, { tags: readonly DietTag[]; names: readonly string[] }>> = {
  gluten: {
    tags: ['gluten'],
    names: [
      'گلوتن', // fa
      'غلوتين',
      'الغلوتين',
      'جلوتين',
      'الجلوتين', // ar
      'גלוטן', // he
      'γλουτένη', // el
      'глутен', // bg, sr, mk
      'глютен', // ru, uk
      'glitimas', // lt
      'lipeklis', // lv
      'gluteen', // et
      'gluteeni', // fi
      'glúten', // is, pt
      'glutén', // hu, sk
      'gluteni', // sw
      'glwten', // cy
      'გლუტენი', // ka
      'ग्लूटेन', // hi
      'กลูเตน', // th
      '글루텐', // ko
      'グルテン', // ja
      '麸质',
      '麩質',
      '谷蛋白', // zh
    ],
  },
  milk: {
    tags: ['dairy'],
    names: [
      'لبنیات',
      'شیر',
      'فرآورده های لبنی',
      'محصولات لبنی', // fa
      'ألبان',
      'الألبان',
      'منتجات الألبان',
      'منتجات الحليب',
      'حليب',
      'الحليب',
      'لاكتوز', // ar
      'חלב',
      'מוצרי חלב',
      'לקטוז', // he
      'γαλακτοκομικά',
      'γαλακτοκομικά προϊόντα',
      'γάλα',
      'λακτόζη', // el
      'млечни продукти',
      'мляко',
      'лактоза', // bg
      'молочные продукты',
      'молочное',
      'молочка',
      'молоко', // ru
      'молочні продукти',
      'молочне', // uk
      'млечни производи',
      'млеко', // sr
      'mlečni proizvodi',
      'mliječni proizvodi',
      'mlijeko',
      'mleko', // sr, hr, bs, sl, pl
      'mlečni izdelki', // sl
      'mliečne výrobky',
      'mlieko', // sk
      'mléčné výrobky',
      'mléko', // cs
      'nabiał',
      'produkty mleczne', // pl
      'pieno produktai',
      'pienas',
      'pieno', // lt
      'piena produkti',
      'piens', // lv
      'piimatooted',
      'piim', // et
      'maitotuotteet',
      'maito',
      'laktoosi', // fi
      'mjólkurvörur',
      'mjólkurafurðir',
      'mjólk', // is
      'tejtermékek',
      'tejtermék', // hu
      'lactate',
      'produse lactate',
      'lapte', // ro
      'süt ürünleri',
      'süt', // tr
      'bulmet',
      'qumësht',
      'produkte qumështi', // sq
      'ħalib', // mt
      'cynnyrch llaeth',
      'llaeth', // cy
      'maziwa',
      'bidhaa za maziwa', // sw
      'gatas', // tl
      'tenusu',
      'produk tenusu', // ms
      'produk susu', // id
      'sữa',
      'sản phẩm sữa', // vi
      'นม',
      'ผลิตภัณฑ์นม', // th
      'दूध',
      'डेयरी', // hi
      '유제품',
      '우유', // ko
      '乳製品',
      '牛乳', // ja
      '乳制品',
      '奶制品',
      '牛奶', // zh
      'რძე',
      'რძის პროდუქტები', // ka
    ],
  },
  eggs: {
    tags: ['egg'],
    names: [
      'تخم مرغ',
      'تخم‌مرغ', // fa
      'ביצים',
      'ביצה', // he
      'яйцо', // ru
      'яйця',
      'яйце', // uk
      'јаја', // sr
      'jaja',
      'jaje', // hr, sr, bs
      'jajca',
      'jajce', // sl
      'vajcia',
      'vajce', // sk
      'kananmuna', // fi
      'ouă', // ro
      'yumurta', // tr
      'vezë',
      'vezet', // sq
      'wyau', // cy
      'mayai', // sw
      'itlog', // tl
      'telur', // ms, id
      'trứng', // vi
      'ไข่', // th
      'अंडा',
      'अंडे', // hi
      '달걀',
      '계란',
      '알류', // ko
      '鶏卵', // ja
      '鸡蛋',
      '雞蛋', // zh
      'კვერცხი', // ka
    ],
  },
  fish: {
    tags: ['fish'],
    names: [
      'ماهی', // fa
      'سمك',
      'أسماك',
      'الأسماك', // ar
      'דג',
      'דגים', // he
      'ψάρι',
      'ψάρια', // el
      'рыба', // ru
      'риба', // bg, uk, sr
      'žuvis', // lt
      'zivis', // lv
      'fiskur',
      'fiskar', // is
      'halak', // hu
      'pește',
      'peşte', // ro
      'balık', // tr
      'peshk', // sq
      'ħut', // mt
      'pysgod', // cy
      'samaki', // sw
      'isda', // tl
      'ikan', // ms, id
      'ปลา', // th
      'मछली', // hi
      '생선',
      '어류', // ko
      '魚類', // ja
      '鱼',
      '鱼类', // zh
      'თევზი', // ka
    ],
  },
  crustaceans: {
    tags: ['shellfish', 'crustacean'],
    names: [
      'سخت پوستان',
      'سخت‌پوستان', // fa
      'القشريات', // ar
      'סרטנים', // he
      'ракоподібні', // uk
      'ракови', // sr
      'rakovi',
      'ljuskari', // hr, sr
      'krabbadýr', // is
      'krustace', // sq
      'krasteshia', // sw
      'krustasea', // ms, id
      'giáp xác', // vi
      '갑각류', // ko
      '甲壳类',
      '甲殼類', // zh
      'კიბოსნაირები', // ka
    ],
  },
  molluscs: {
    tags: ['shellfish', 'mollusc'],
    names: [
      'نرم تنان',
      'نرم‌تنان', // fa
      'رخويات',
      'الرخويات', // ar
      'רכיכות', // he
      'μαλάκια', // el
      'мекотели', // bg
      'моллюски', // ru
      'молюски', // uk
      'мекушци', // sr
      'mekušci', // hr, sr
      'mehkužci', // sl
      'mäkkýše', // sk
      'měkkýši', // cs
      'mięczaki', // pl
      'moliuskai', // lt
      'gliemji', // lv
      'limused', // et
      'nilviäiset', // fi
      'lindýr', // is
      'puhatestűek', // hu
      'moluște',
      'moluşte', // ro
      'yumuşakçalar', // tr
      'molusqe', // sq
      'molluski', // mt
      'moluska', // ms, id, sw
      'thân mềm', // vi
      '연체동물', // ko
      '軟体動物', // ja
      '软体动物', // zh
      'მოლუსკები', // ka
    ],
  },
  shellfish: {
    tags: ['shellfish'],
    names: [
      'صدف ها',
      'صدف‌ها', // fa
      'محار', // ar
      'οστρακοειδή',
      'οστρακόδερμα', // el
      'školjke',
      'školjkaši', // hr, sr, bs
      'skelfiskur', // is
      'kabuklu deniz ürünleri', // tr
      'pysgod cregyn', // cy
      'kerang-kerangan', // id
      '조개류', // ko
      '貝類', // ja, zh
      '贝类', // zh
    ],
  },
  seafood: {
    tags: ['fish', 'shellfish'],
    names: [
      'غذاهای دریایی', // fa
      'مأكولات بحرية',
      'المأكولات البحرية', // ar
      'פירות ים', // he
      'θαλασσινά', // el
      'морски дарове', // bg
      'морепродукты', // ru
      'морепродукти', // uk
      'морски плодови', // sr
      'plodovi mora', // hr, sr
      'morski sadeži', // sl
      'morské plody', // sk
      'mořské plody', // cs
      'owoce morza', // pl
      'jūros gėrybės', // lt
      'jūras veltes', // lv
      'mereannid', // et
      'merenelävät', // fi
      'sjávarfang', // is
      'tenger gyümölcsei', // hu
      'fructe de mare', // ro
      'deniz ürünleri', // tr
      'fruta deti', // sq
      'frott tal-baħar', // mt
      'bwyd môr', // cy
      'vyakula vya baharini', // sw
      'pagkaing-dagat', // tl
      'makanan laut', // ms, id
      'hải sản', // vi
      'อาหารทะเล', // th
      'समुद्री भोजन', // hi
      '해산물', // ko
      '魚介類', // ja
      '海鲜',
      '海鮮', // zh
      'ზღვის პროდუქტები', // ka
    ],
  },
  peanuts: {
    tags: ['peanut'],
    names: [
      'بادام زمینی', // fa
      'فول سوداني',
      'الفول السوداني', // ar
      'בוטנים',
      'בוטן', // he
      'φιστίκια',
      'αράπικα φιστίκια', // el
      'фъстъци', // bg
      'арахис', // ru
      'арахіс', // uk
      'кикирики', // sr
      'kikiriki', // hr, sr
      'arašidi', // sl
      'arašidy', // sk
      'arašídy', // cs
      'žemės riešutai', // lt
      'zemesrieksti', // lv
      'maapähklid', // et
      'maapähkinät',
      'maapähkinä', // fi
      'jarðhnetur', // is
      'földimogyoró', // hu
      'arahide', // ro
      'yer fıstığı', // tr
      'kikirikë', // sq
      'karawett', // mt
      'cnau mwnci', // cy
      'karanga', // sw
      'mani', // tl
      'kacang tanah', // ms, id
      'đậu phộng', // vi
      'ถั่วลิสง', // th
      'मूंगफली', // hi
      '땅콩', // ko
      '落花生',
      'ピーナッツ', // ja
      '花生', // zh
      'არაქისი', // ka
    ],
  },
  nuts: {
    tags: ['tree-nut', 'peanut'],
    names: [
      'آجیل',
      'مغزها',
      'مغزیجات', // fa
      'مكسرات',
      'المكسرات', // ar
      'אגוזים', // he
      'ξηροί καρποί',
      'καρποί με κέλυφος', // el
      'ядки', // bg
      'орехи', // ru
      'горіхи', // uk
      'орашасти плодови', // sr
      'orašasti plodovi',
      'orasi', // hr, sr
      'oreščki',
      'oreški', // sl
      'orechy', // sk
      'ořechy', // cs
      'riešutai', // lt
      'rieksti', // lv
      'pähklid', // et
      'pähkinät', // fi
      'hnetur', // is
      'diófélék',
      'olajos magvak', // hu
      'nuci', // ro
      'kuruyemiş',
      'sert kabuklu yemişler',
      'kabuklu yemişler', // tr
      'arra', // sq
      'ġewż', // mt
      'cnau', // cy
      'njugu',
      'kokwa', // sw
      'kekacang', // ms
      'kacang-kacangan', // id
      'các loại hạt', // vi
      'ถั่วเปลือกแข็ง', // th
      'मेवे',
      'सूखे मेवे', // hi
      '견과류',
      '견과', // ko
      'ナッツ',
      'ナッツ類',
      '木の実', // ja
      '坚果',
      '堅果', // zh
      'თხილეული', // ka
    ],
  },
  sesame: {
    tags: ['sesame'],
    names: [
      'کنجد', // fa
      'سمسم',
      'السمسم', // ar
      'שומשום', // he
      'σουσάμι', // el
      'сусам', // bg, sr
      'кунжут', // ru, uk
      'sezam', // hr, sl, sk, cs, pl
      'sezamas', // lt
      'sezams', // lv
      'seesam',
      'seesamiseemned', // et
      'seesami', // fi
      'sesamfræ', // is
      'szezám',
      'szezámmag', // hu
      'susan', // ro
      'susam', // tr, sq
      'ġulġlien', // mt
      'ufuta', // sw
      'linga', // tl
      'bijan', // ms
      'wijen', // id
      'vừng', // vi
      'งา', // th
      'तिल', // hi
      '참깨', // ko
      'ごま',
      'ゴマ',
      '胡麻', // ja
      '芝麻', // zh
      'სეზამი',
      'კუნჟუტი', // ka
    ],
  },
  soybeans: {
    tags: ['soy'],
    names: [
      'سویا', // fa
      'صويا',
      'فول الصويا', // ar
      'סויה', // he
      'σόγια', // el
      'соя', // bg, ru, uk
      'соја', // sr
      'sója', // sk, cs
      'sojos', // lt
      'soija', // fi
      'szója', // hu
      'soia', // ro, cy
      'soje', // sq
      'sojja', // mt
      'kacang soya', // ms
      'kedelai',
      'kacang kedelai', // id
      'đậu nành', // vi
      'ถั่วเหลือง', // th
      'सोया', // hi
      '대두', // ko
      '大豆', // ja, zh
      '黄豆', // zh
      'სოია', // ka
    ],
  },
  celery: {
    tags: ['celery'],
    names: [
      'کرفس', // fa
      'كرفس', // ar
      'סלרי', // he
      'σέλινο', // el
      'целина', // bg
      'сельдерей', // ru
      'селера', // uk
      'целер', // sr
      'celer', // hr, sr, cs
      'zelena', // sl
      'zeler', // sk
      'salierai',
      'salieras', // lt
      'selerija',
      'selerijas', // lv
      'seller', // et
      'selleri', // fi, da
      'sellerí', // is
      'zeller', // hu
      'țelină',
      'ţelină', // ro
      'kereviz', // tr
      'selino', // sq
      'karfus', // mt
      'seleri', // cy, sw
      'kintsay', // tl
      'saderi', // ms
      'seledri', // id
      'cần tây', // vi
      'ขึ้นฉ่าย', // th
      '셀러리', // ko
      'セロリ', // ja
      '芹菜', // zh
      'ნიახური', // ka
    ],
  },
  mustard: {
    tags: ['mustard'],
    names: [
      'خردل', // fa, ar
      'חרדל', // he
      'μουστάρδα',
      'σινάπι', // el
      'горчица', // bg, ru
      'гірчиця', // uk
      'сенф', // sr
      'senf',
      'slačica',
      'gorušica', // hr, sr
      'gorčica', // sl
      'horčica', // sk
      'hořčice', // cs
      'garstyčios', // lt
      'sinepes', // lv
      'sinep', // et
      'sinappi', // fi
      'sinnep', // is
      'mustár', // hu
      'muștar',
      'muştar', // ro
      'hardal', // tr
      'mustardë', // sq
      'mwstard', // cy
      'haradali', // sw
      'mustasa', // tl
      'moster', // id
      'mù tạt', // vi
      'มัสตาร์ด', // th
      'सरसों', // hi
      '겨자', // ko
      'からし',
      'マスタード', // ja
      '芥末', // zh
      'მდოგვი', // ka
    ],
  },
  lupin: {
    tags: ['lupin'],
    names: [
      'لوپین', // fa
      'ترمس', // ar
      'תורמוס', // he
      'λούπινο', // el
      'лупина', // bg, sr
      'люпин', // ru, uk
      'lupina', // hr, cs, sq
      'volčji bob', // sl
      'vlčí bôb', // sk
      'lubinai', // lt
      'lupīna', // lv
      'lupiin', // et
      'lupiini', // fi
      'lúpína', // is
      'csillagfürt', // hu
      'acı bakla', // tr
      'lupini', // mt
    ],
  },
  sulphites: {
    tags: ['sulphites'],
    names: [
      'سولفیت', // fa
      'كبريتيت',
      'سلفيت', // ar
      'סולפיטים', // he
      'θειώδη', // el
      'сулфити', // bg, sr
      'сульфиты', // ru
      'сульфіти', // uk
      'sulfiti', // hr, sr, sl
      'siričitany', // sk
      'siřičitany', // cs
      'sulfitai', // lt
      'sulfīti', // lv
      'sulfitid', // et
      'sulfiitit', // fi
      'súlfít', // is
      'szulfitok', // hu
      'sulfiți', // ro
      'sülfit',
      'sülfitler', // tr
      'sulfit', // id, vi
      'ซัลไฟต์', // th
      '아황산염', // ko
      '亜硫酸塩', // ja
      '亚硫酸盐', // zh
    ],
  },
  pork: {
    tags: ['pork'],
    names: [
      'خوک',
      'گوشت خوک', // fa
      'خنزير',
      'لحم خنزير',
      'لحم الخنزير', // ar
      'בשר חזיר', // he
      'χοιρινό κρέας', // el
      'свинско',
      'свинско месо', // bg
      'свињетина',
      'свињско месо', // sr
      'свинина', // ru, uk
      'svinjsko meso', // hr, sr
      'kiauliena', // lt
      'cūkgaļa', // lv
      'sealiha', // et
      'sianliha', // fi
      'svínakjöt', // is
      'carne de porc', // ro
      'domuz eti',
      'domuz', // tr
      'mish derri', // sq
      'ċanga tal-majjal', // mt
      'cig moch', // cy
      'nguruwe',
      'nyama ya nguruwe', // sw
      'baboy',
      'karne ng baboy', // tl
      'daging babi', // ms, id
      'thịt lợn',
      'thịt heo', // vi
      'เนื้อหมู', // th
      'सूअर का मांस', // hi
      '돼지고기', // ko
      '豚肉', // ja
      '猪肉', // zh
      'ღორის ხორცი', // ka
    ],
  },
};
