/**
 * The signup feature's public face. The public /pro-plan page (billing's route) shows the plans
 * signed out with this view, which leads into sign-up; import it lazily (it brings sign-up's state).
 */
export { PublicProPlan } from './components/PublicProPlan';
