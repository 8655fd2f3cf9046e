import './house.css';
import { andarBaharView } from './andar-bahar-view';
import { baccaratView } from './baccarat-view';
import { blackjackView } from './blackjack-view';
import { crashView } from './crash-view';
import { diceView } from './dice-view';
import { rouletteView } from './roulette-view';
import { slotView } from './slot-view';
import { mountTable } from './table-page';
import { language } from './texts/language';

document.documentElement.lang = language.lang;
document.documentElement.dir = language.dir;

/** One page for every house game, served at /house/<engine>/; the path says which. */
const engine = window.location.pathname.split('/')[2];
if (engine === 'slot') void mountTable('slot', (session) => slotView(session.gameCode));
else if (engine === 'dice') void mountTable('dice', diceView);
else if (engine === 'crash') void mountTable('crash', crashView);
else if (engine === 'andar_bahar') void mountTable('andar_bahar', andarBaharView);
else if (engine === 'roulette') void mountTable('roulette', rouletteView);
else if (engine === 'baccarat') void mountTable('baccarat', baccaratView);
else if (engine === 'blackjack') void mountTable('blackjack', (session, _chip, report, table) => blackjackView(table, session, report));
