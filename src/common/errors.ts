/** The body of every error answer: `{ error: { code, message } }`, message in Spanish. */
export interface ApiErrorBody {
  error: { code: string; message: string; fields?: Record<string, string> };
}

export const GENERIC_ERROR_MESSAGE = 'Error al procesar la solicitud';
export const UNAUTHENTICATED_MESSAGE = 'Usuario no autenticado';
