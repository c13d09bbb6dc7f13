// Public face of @food-admin/api-client: the schemas (one source of truth for every shape), the
// contract (every endpoint, declared once), the client derived from it, and its error type.
export * from './schemas/common';
export * from './schemas/user';
export * from './schemas/auth';
export * from './schemas/restaurant';
export * from './schemas/menu';
export * from './schemas/dish';
export * from './schemas/activity';
export * from './schemas/activity-messages';
export * from './schemas/dashboard';
export * from './schemas/orders';
export * from './schemas/team';
export * from './schemas/api-tokens';
export * from './schemas/user-access';
export * from './schemas/couriers';
export * from './schemas/dispatch';
export * from './schemas/review';
export * from './schemas/upload';
export * from './schemas/trash';
export * from './schemas/events';
export * from './schemas/history';
export * from './schemas/bulk';
export * from './schemas/progress';
export * from './schemas/views';
export * from './schemas/search';
export * from './schemas/profile';
export * from './schemas/locale';
export * from './money/money';
export * from './money/refunds';
export * from './money/refund-list';
export * from './webhooks/webhook-events';
export * from './webhooks/webhook-endpoints';
export * from './operations/operating-rules';
export * from './operations/availability';
export * from './operations/delivery-zones';
export * from './operations/delivery-quote';
export * from './operations/ordering';
export * from './operations/operations-api';
export { isTimeZone, nextMidnight, wallTimeAt } from './operations/zoned-time';

export {
  contract,
  listEndpoints,
  endpointById,
  UNPAGED_LIST_CAP,
  type Contract,
  type EndpointId,
  type EndpointOf,
  type GroupName,
} from './contract/contract';
export {
  apiErrorCodes,
  bodyOf,
  FIELD_MESSAGES,
  describeFieldMessage,
  errorBody,
  fieldCodeOf,
  refusal,
  refusalBody,
  REFUSALS,
  statusErrorCode,
  undeclaredRefusal,
  validationErrorBody,
  type ApiErrorCode,
  type ErrorBody,
  type FieldCode,
  type Refusal,
  type RefusalCode,
  type RefusalParams,
} from './contract/error-codes';
export { ADMIN_ONLY, STAFF, CUSTOMER_ONLY, ANY_ROLE, ORDER_STAFF } from './contract/access';
export {
  PERMISSION_CATALOGUE,
  PERMISSIONS,
  RESTAURANT_PERMISSIONS,
  BUILT_IN_PERMISSION_SETS,
  grantsOf,
  permits,
  reachOf,
  reachesNone,
  type Grants,
  type Membership,
  type Permission,
  type PermissionSetName,
  type RestaurantOfCheck,
  type RestaurantReach,
} from './contract/permissions';
export {
  API_TOKEN_PATTERN,
  API_TOKEN_PREFIX,
  MAX_API_TOKEN_DAYS,
  MAX_API_TOKENS,
  apiTokenHint,
  apiTokenRefusal,
  apiTokensMayCall,
  grantsWithin,
  isApiTokenSecret,
  newApiTokenSecret,
  scopeOutOfReach,
  type ApiTokenRefusal,
} from './contract/api-tokens';
export {
  endpoint,
  errorStatuses,
  colonPath,
  etagOf,
  ETAG_PATTERN,
  fillPath,
  IF_MATCH_PATTERN,
  IDEMPOTENCY_KEY_PATTERN,
  admits,
  platformPermissionRefusal,
  platformRefusalOf,
  type PlatformRefusal,
  isMultipart,
  versionFromIfMatch,
  type Access,
  type EndpointDefinition,
  type EndpointPermission,
  type CallInput,
  type CallOutput,
  type ParsedInput,
  type HttpMethod,
  type MultipartBody,
} from './contract/endpoint';

export {
  validationError,
  parseInput,
  parsePathParams,
  NUL_MESSAGE,
  type InputResult,
} from './contract/validation';
export {
  acceptedQueryKeys,
  parseQuery,
  queryKeysOf,
  unknownQueryParameterMessage,
} from './contract/query-params';

export { createApiClient, callOf, type ApiClient, type ApiClientOptions } from './client';
export { callEndpoint } from './call-endpoint';
export { callPath } from './download-link';
export { loadContract } from './contract/load';
export {
  DOWNLOAD_LINK_TTL_SECONDS,
  DOWNLOAD_TOKEN_PARAM,
  DownloadLinkRequestSchema,
  DownloadLinkSchema,
  isDownloadable,
  NOT_AN_EXPORT_MESSAGE,
  type DownloadLink,
} from './contract/download-endpoints';
export { ApiError, errorReference, isApiError } from './http/api-error';
export {
  createHttp,
  type Http,
  type HttpOptions,
  type HttpRequest,
  type GetIdToken,
  type Transport,
  type RawResponse,
} from './http/http';
export {
  uploadImage,
  type ImageUploadHost,
  type UploadImageOptions,
  type UploadImageParams,
} from './uploads';
export * from './schemas/list-query';
export * from './schemas/lists';
export * from './csv';
