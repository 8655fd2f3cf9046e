/** Word pairs (English, Urdu) the demo catalogue builds game names from. */
export type Word = readonly [en: string, ur: string];

export const ADJECTIVES: readonly Word[] = [
  ['Golden', 'سنہری'], ['Lucky', 'خوش قسمت'], ['Royal', 'شاہی'], ['Mighty', 'طاقتور'], ['Wild', 'جنگلی'],
  ['Mystic', 'پراسرار'], ['Fiery', 'آتشیں'], ['Frozen', 'منجمد'], ['Ancient', 'قدیم'], ['Crystal', 'بلوریں'],
  ['Silver', 'نقرئی'], ['Emerald', 'زمردی'], ['Ruby', 'یاقوتی'], ['Sapphire', 'نیلمی'], ['Diamond', 'الماسی'],
  ['Blazing', 'دہکتا'], ['Hidden', 'پوشیدہ'], ['Sacred', 'مقدس'], ['Eternal', 'ابدی'], ['Secret', 'خفیہ'],
  ['Magic', 'جادوئی'], ['Cosmic', 'کائناتی'], ['Jade', 'یشمی'], ['Neon', 'نیون'], ['Dancing', 'رقصاں'],
  ['Shining', 'چمکتا'], ['Roaring', 'دھاڑتا'], ['Sweet', 'میٹھا'], ['Spicy', 'چٹپٹا'], ['Happy', 'خوش'],
  ['Rich', 'امیر'], ['Great', 'عظیم'], ['Little', 'ننھا'], ['Brave', 'بہادر'], ['Silent', 'خاموش'],
  ['Stormy', 'طوفانی'], ['Bright', 'روشن'], ['Velvet', 'مخملی'], ['Electric', 'برقی'], ['Wandering', 'آوارہ'],
  ['Imperial', 'شہنشاہی'], ['Desert', 'صحرائی'], ['Ocean', 'سمندری'], ['Mountain', 'پہاڑی'], ['Twin', 'جڑواں'],
  ['Triple', 'تہرا'], ['Super', 'سپر'], ['Mega', 'میگا'], ['Flying', 'اڑتا'], ['Laughing', 'ہنستا'],
];

export const NOUNS: readonly Word[] = [
  ['Dragon', 'ڈریگن'], ['Tiger', 'شیر'], ['Phoenix', 'ققنس'], ['Panda', 'پانڈا'], ['Fortune', 'قسمت'],
  ['Treasure', 'خزانہ'], ['Gems', 'جواہرات'], ['Gold', 'سونا'], ['Pharaoh', 'فرعون'], ['Empress', 'ملکہ'],
  ['Emperor', 'شہنشاہ'], ['King', 'بادشاہ'], ['Princess', 'شہزادی'], ['Prince', 'شہزادہ'], ['Pirate', 'قزاق'],
  ['Temple', 'مندر'], ['Palace', 'محل'], ['Garden', 'باغ'], ['River', 'دریا'], ['Moon', 'چاند'],
  ['Sun', 'سورج'], ['Star', 'ستارہ'], ['Volcano', 'آتش فشاں'], ['Jungle', 'جنگل'], ['Safari', 'سفاری'],
  ['Elephant', 'ہاتھی'], ['Eagle', 'عقاب'], ['Wolf', 'بھیڑیا'], ['Fox', 'لومڑی'], ['Horse', 'گھوڑا'],
  ['Pearl', 'موتی'], ['Lotus', 'کنول'], ['Rose', 'گلاب'], ['Cherry', 'چیری'], ['Fruits', 'پھل'],
  ['Candy', 'کینڈی'], ['Coins', 'سکے'], ['Bells', 'گھنٹیاں'], ['Sevens', 'سات'], ['Joker', 'جوکر'],
  ['Magician', 'جادوگر'], ['Genie', 'جن'], ['Lamp', 'چراغ'], ['Caravan', 'کارواں'], ['Bazaar', 'بازار'],
  ['Monsoon', 'مانسون'], ['Festival', 'میلہ'], ['Kingdom', 'سلطنت'], ['Legend', 'داستان'], ['Voyage', 'سفر'],
  ['Storm', 'طوفان'], ['Crown', 'تاج'], ['Sword', 'تلوار'], ['Samurai', 'سامورائی'], ['Viking', 'وائکنگ'],
  ['Mermaid', 'جل پری'], ['Unicorn', 'ایک سنگھا'], ['Buffalo', 'بھینسا'], ['Peacock', 'مور'], ['Parrot', 'طوطا'],
];

/** Name shapes: `{a}` and `{n}` are an adjective and a noun. */
export const SLOT_PATTERNS: readonly Word[] = [
  ['{a} {n}', '{a} {n}'],
  ['{a} {n} Deluxe', '{a} {n} ڈیلکس'],
  ['{a} {n} Megaways', '{a} {n} میگاویز'],
  ['{a} {n} Hold & Win', '{a} {n} ہولڈ اینڈ وِن'],
];

/** What the tables and rooms of the other game types are called. */
export const TYPE_NOUNS: Readonly<Record<string, readonly Word[]>> = {
  LIVE: [['Baccarat', 'بیکارٹ'], ['Roulette', 'رولیٹ'], ['Blackjack', 'بلیک جیک'], ['Dragon Tiger', 'ڈریگن ٹائیگر'], ['Sic Bo', 'سک بو'], ['Teen Patti', 'تین پتی'], ['Andar Bahar', 'اندر باہر']],
  FISH: [['Fishing', 'ماہی گیری'], ['Ocean King', 'سمندری بادشاہ'], ['Fish Hunter', 'مچھلی شکاری'], ['Shark Bounty', 'شارک انعام']],
  PVP: [['Teen Patti', 'تین پتی'], ['Rummy', 'رمی'], ['Ludo', 'لوڈو'], ['Poker', 'پوکر'], ['Andar Bahar', 'اندر باہر'], ['Callbreak', 'کال بریک']],
  SPORTS: [['Cricket', 'کرکٹ'], ['Football', 'فٹ بال'], ['Kabaddi', 'کبڈی'], ['Hockey', 'ہاکی'], ['Tennis', 'ٹینس']],
  ESPORTS: [['Arena', 'ارینا'], ['Battle Royale', 'بیٹل رائل'], ['MOBA Cup', 'موبا کپ'], ['Shooter League', 'شوٹر لیگ']],
  COCKFIGHT: [['Cockfight Arena', 'مرغوں کا اکھاڑا'], ['Derby', 'ڈربی']],
  LOTT: [['Lotto', 'لوٹو'], ['Daily Draw', 'روزانہ قرعہ']],
  ELOTT: [['Keno', 'کینو'], ['Quick Lotto', 'فوری لوٹو'], ['Lucky Balls', 'خوش قسمت گیندیں']],
};
