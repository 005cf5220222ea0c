import { useDispatch, useSelector } from 'react-redux';
import type { StoreDispatch, StoreState } from './storeState';

/** The one pair of store hooks, for the app and every feature. */
export const useAppDispatch = useDispatch.withTypes<StoreDispatch>();
export const useAppSelector = useSelector.withTypes<StoreState>();
