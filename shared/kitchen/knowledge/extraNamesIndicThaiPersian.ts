/**
 * Kitchen names in Hindi (Devanagari), Bengali, Urdu, Persian, Arabic and Thai for foods the taxonomy knows, and
 * Serbian kajmak in Cyrillic: the taxonomy names milk and butter in these scripts
 * but hardly ever ghee, curd, eggs, cream, flours, nuts or shrimp, so a tip's "दही के साथ परोसें" or a list's "گردو"
 * passed unread. Hand-kept, added to the lexicon's index like EXTRA_NAMES (a name another food owns keeps its owner).
 * Thai is written without spaces: no bare name that is part of a common longer word ("นม", milk, is in "ขนม", snack).
 */
export const EXTRA_NAMES_INDIC_THAI_PERSIAN: Readonly<Record<string, readonly string[]>> = {
  'en:ghee': ['घी', 'देसी घी', 'ঘি', 'گھی', 'سمن', 'سمن بلدي', 'روغن حیوانی', 'เนยใส'],
  'en:yogurt': ['दही', 'দই', 'টক দই', 'دہی', 'کشک', 'لبن زبادي', 'زبادي', 'โยเกิร์ต'],
  'en:buttermilk': ['छाछ', 'मट्ठा', 'লাস্যি', 'دوغ', 'لسی'],
  'en:cream': ['मलाई', 'क्रीम', 'মালাই', 'ক্রিম', 'ملائی', 'خامه', 'قشطة', 'قشدة', 'кајмак', 'кајмака', 'кајмаком'],
  'en:egg': ['अंडा', 'अंडे', 'अण्डा', 'अण्डे', 'انڈا', 'انڈے', 'ডিম'],
  'en:refined wheat flour': ['मैदा', 'ময়দা', 'میدہ'],
  'en:wheat flour': ['गेहूं का आटा', 'গমের আটা', 'আটা', 'آٹا', 'آرد', 'آرد گندم'],
  'en:semolina': ['सूजी', 'रवा', 'সুজি', 'سوجی', 'سميد'],
  'en:chickpea flour': ['बेसन', 'বেসন', 'بیسن'],
  'en:peanut': ['मूंगफली', 'मूँगफली', 'চিনাবাদাম', 'مونگ پھلی', 'بادام زمینی'],
  'en:cashew nuts': ['काजू', 'কাজু', 'কাজুবাদাম', 'کاجو', 'كاجو', 'เม็ดมะม่วงหิมพานต์'],
  'en:almond': ['बादाम', 'কাঠবাদাম', 'بادام', 'لوز', 'อัลมอนด์'],
  'en:pistachio nuts': ['पिस्ता', 'পেস্তা', 'پستہ', 'پسته', 'فستق حلبي', 'فستق'],
  'en:walnut': ['अखरोट', 'আখরোট', 'اخروٹ', 'گردو'],
  'en:hazelnut': ['फंदुक', 'فندق', 'بندق'],
  'en:shrimp': ['झींगा', 'झींगे', 'চিংড়ি', 'جھینگا', 'جھینگے', 'میگو', 'روبيان', 'جمبري', 'กุ้ง'],
  'en:fish': ['মাছ', 'مچھلی', 'ماهی'],
  'en:fish sauce': ['น้ำปลา'],
  'en:shrimp paste': ['กะปิ'],
  'en:squid': ['ปลาหมึก'],
  'en:cheese': ['চিজ', 'ชีส'],
  'en:paneer': ['পনির'],
  'en:mustard': ['सरसों', 'সরিষা', 'সর্ষে'],
  'en:honey': ['शहद', 'মধু', 'شہد', 'عسل'],
  'en:meat': ['मांस', 'गोश्त', 'মাংস', 'گوشت'],
  'en:pork': ['सूअर का मांस', 'শূকরের মাংস', 'گوشت خوک', 'لحم خنزير', 'หมู'],
  'en:chicken': ['चिकन', 'মুরগি', 'مرغ', 'ไก่'],
  'en:tahini': ['طحينة', 'طحینه', 'ارده'],
  'en:bread': ['ขนมปัง'],
  'en:coconut milk': ['กะทิ'],
};
