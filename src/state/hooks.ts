import type { Dispatch, UnknownAction } from '@reduxjs/toolkit';
import { useDispatch, useSelector } from 'react-redux';

/**
 * Hooks for features. Slice selectors carry their own state type, so features need no RootState
 * (which lives in src/app, above them).
 */
export const useAppDispatch: () => Dispatch<UnknownAction> = useDispatch;
export const useAppSelector = useSelector;
