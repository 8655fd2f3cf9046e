import { useNavigate } from 'react-router-dom';
import type { GameCard } from '../../../core/portal/catalog/types';
import { useStores } from '../stores/stores-context';

/** Below this width a game opens as the full page /seamless rather than in the game popup. */
const NARROW_SCREEN = '(max-width: 600px)';

/** Starts a game from any entry (a card, the winner board, a suggestion) and follows where the launch leads. */
export function useLaunch() {
  const { lobby } = useStores();
  const navigate = useNavigate();
  return async (game: GameCard, trial: boolean) => {
    const inPage = window.matchMedia(NARROW_SCREEN).matches;
    const outcome = await lobby.launch(game, trial, inPage);
    if (outcome?.kind === 'route') navigate(`${outcome.path}?${new URLSearchParams(outcome.query as Record<string, string>).toString()}`);
    if (outcome?.kind === 'launched' && inPage) navigate(`/seamless?nodeId=${game.nodeId}${trial ? '&trial=1' : ''}`, { state: { url: outcome.url } });
  };
}
