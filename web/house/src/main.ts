import './house.css';
import { blackjackView } from './blackjack-view';
import { crashView } from './crash-view';
import { diceView } from './dice-view';
import { slotView } from './slot-view';
import { mountTable } from './table-page';

/** One page for every house game, served at /house/<engine>/; the path says which. */
const engine = window.location.pathname.split('/')[2];
if (engine === 'slot') void mountTable('slot', (session) => slotView(session.gameCode));
else if (engine === 'dice') void mountTable('dice', diceView);
else if (engine === 'crash') void mountTable('crash', crashView);
else if (engine === 'blackjack') void mountTable('blackjack', (session, _chip, report, table) => blackjackView(table, session, report));
