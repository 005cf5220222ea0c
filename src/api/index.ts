export {
  callEndpoint,
  uploadToEndpoint,
  downloadFile,
  resetApiClients,
  type ApiResult,
  type CallContext,
} from './client';
export { answerCallsWith } from './transport';
export { fetchSameOriginFile } from './staticFile';
export { cancelSlowRequests, oldestRequestStartedAt, subscribeToRequests } from './inFlight';
export {
  defineEndpoint,
  registeredEndpoints,
  type Endpoint,
  type RequestOf,
  type DataOf,
} from './endpoint';
export {
  ApiError,
  isApiError,
  isFinalAnswer,
  toApiFailure,
  type ApiFailure,
  type ApiErrorKind,
} from './errors';
export {
  UNKNOWN_OUTCOME,
  outcomeUnknown,
  withUnknownOutcome,
  describeFailure,
  dialog,
  failureMessage,
  inline,
  ourWords,
  silent,
  toast,
  type FailureDisplay,
  type FailureWording,
  type ShownFailure,
  type UserMessage,
} from './failureDisplay';
