/** Help-centre articles seeded on first start; operators edit them later from the CLI. */
export interface SeedArticle {
  readonly lang: string;
  readonly slug: string;
  readonly title: string;
  readonly content: string;
}

export const HELP_ARTICLES: readonly SeedArticle[] = [
  {
    lang: 'EN',
    slug: 'about',
    title: 'About us',
    content:
      '<p>Royal Lotus Casino is a licensed online casino and sportsbook. We offer slots, live casino, sports, e-sports, fishing, card games and lotteries from leading studios and our own house games.</p><p>All games use certified random number generation and every balance movement is recorded in a double-entry ledger.</p>',
  },
  {
    lang: 'EN',
    slug: 'account',
    title: 'Your account',
    content:
      '<p>Register with a username of 4 to 16 letters and digits, starting with a letter, and a password of 6 to 20 characters that mixes letters and digits.</p><p>After three wrong passwords we ask for a picture code; after ten wrong passwords in fifteen minutes the account is locked for fifteen minutes. Change your password any time under <em>My account</em>.</p>',
  },
  {
    lang: 'EN',
    slug: 'deposit',
    title: 'Deposits and withdrawals',
    content:
      '<p>Deposits are credited as soon as the payment is confirmed. Withdrawals need your payment password and are paid to the bank account you registered. Every movement appears in your account record.</p>',
  },
  {
    lang: 'EN',
    slug: 'responsible',
    title: 'Responsible gaming',
    content:
      '<p>Play for fun and only with money you can afford to lose. You must be 18 or older to play. Contact customer service at any time to set limits or take a break.</p>',
  },
  {
    lang: 'EN',
    slug: 'contact',
    title: 'Contact us',
    content: '<p>Customer service answers around the clock through live chat. Agent support is open Monday to Friday, 12:00 to 21:00.</p>',
  },
  {
    lang: 'EN',
    slug: 'term',
    title: 'Terms and conditions',
    content:
      '<p>By opening an account you confirm that you are at least 18 years old, that you hold one account only, and that the information you give is true.</p><p>We may close accounts used for fraud, collusion or bonus abuse. Bets are settled on the official result of each game. In case of a malfunction, affected rounds are void and stakes are returned.</p>',
  },
  {
    lang: 'UR',
    slug: 'about',
    title: 'ہمارے بارے میں',
    content:
      '<p>رائل لوٹس کیسینو ایک لائسنس یافتہ آن لائن کیسینو اور اسپورٹس بک ہے۔ ہم معروف اسٹوڈیوز کے اور اپنے بنائے ہوئے سلاٹس، لائیو کیسینو، کھیل، ای اسپورٹس، فشنگ، کارڈ گیمز اور لاٹری پیش کرتے ہیں۔</p><p>تمام گیمز تصدیق شدہ رینڈم نمبر جنریشن استعمال کرتے ہیں اور بیلنس کی ہر حرکت ڈبل انٹری کھاتے میں درج ہوتی ہے۔</p>',
  },
  {
    lang: 'UR',
    slug: 'account',
    title: 'آپ کا اکاؤنٹ',
    content:
      '<p>4 سے 16 حروف اور ہندسوں پر مشتمل صارف نام سے رجسٹر کریں جو کسی حرف سے شروع ہو، اور 6 سے 20 حروف کا پاس ورڈ رکھیں جس میں حروف اور ہندسے دونوں ہوں۔</p><p>تین بار غلط پاس ورڈ کے بعد ہم تصویری کوڈ مانگتے ہیں؛ پندرہ منٹ میں دس بار غلط پاس ورڈ پر اکاؤنٹ پندرہ منٹ کے لیے بند ہو جاتا ہے۔ اپنا پاس ورڈ کسی بھی وقت <em>میرا اکاؤنٹ</em> میں بدلیں۔</p>',
  },
  {
    lang: 'UR',
    slug: 'deposit',
    title: 'جمع اور نکلوانا',
    content:
      '<p>ادائیگی کی تصدیق ہوتے ہی رقم آپ کے اکاؤنٹ میں جمع ہو جاتی ہے۔ رقم نکلوانے کے لیے ادائیگی کا پاس ورڈ درکار ہے، اور رقم آپ کے رجسٹر شدہ بینک اکاؤنٹ میں بھیجی جاتی ہے۔ ہر لین دین آپ کے اکاؤنٹ ریکارڈ میں نظر آتا ہے۔</p>',
  },
  {
    lang: 'UR',
    slug: 'responsible',
    title: 'ذمہ دارانہ کھیل',
    content:
      '<p>صرف تفریح کے لیے اور اتنی ہی رقم سے کھیلیں جس کا نقصان آپ برداشت کر سکیں۔ کھیلنے کے لیے آپ کی عمر کم از کم 18 سال ہونی چاہیے۔ حدیں مقرر کرنے یا وقفہ لینے کے لیے کسی بھی وقت کسٹمر سروس سے رابطہ کریں۔</p>',
  },
  {
    lang: 'UR',
    slug: 'contact',
    title: 'ہم سے رابطہ کریں',
    content: '<p>کسٹمر سروس لائیو چیٹ کے ذریعے چوبیس گھنٹے جواب دیتی ہے۔ ایجنٹ سپورٹ پیر سے جمعہ، 12:00 سے 21:00 تک دستیاب ہے۔</p>',
  },
  {
    lang: 'UR',
    slug: 'term',
    title: 'شرائط و ضوابط',
    content:
      '<p>اکاؤنٹ کھول کر آپ تصدیق کرتے ہیں کہ آپ کی عمر کم از کم 18 سال ہے، آپ کا صرف ایک اکاؤنٹ ہے، اور آپ کی دی گئی معلومات درست ہیں۔</p><p>دھوکا دہی، ملی بھگت یا بونس کے غلط استعمال میں استعمال ہونے والے اکاؤنٹ ہم بند کر سکتے ہیں۔ شرطیں ہر گیم کے سرکاری نتیجے پر طے ہوتی ہیں۔ خرابی کی صورت میں متاثرہ راؤنڈ کالعدم ہوں گے اور شرط کی رقم واپس کر دی جائے گی۔</p>',
  },
];
