export {
  ApiError,
  type ApiErrorFields,
  apiError,
  forbidden,
  invalidField,
  notFound,
  tooManyRequests,
  unauthorized,
} from "./api-error";
export { describeError, errorBody } from "./describe";
export * from "./shapes";
