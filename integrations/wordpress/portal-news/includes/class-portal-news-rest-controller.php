<?php
/**
 * The two endpoints the portal calls: portal-news/v1/categories and portal-news/v1/articles.
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * Checks the Token header (and, for pushes, the signature) and answers `{message, data, status}`.
 */
final class Portal_News_Rest_Controller {
	public const NAMESPACE = 'portal-news/v1';
	public const ARTICLES  = '/articles';
	public const CATEGORIES = '/categories';

	/** Registers both routes; they check the token themselves, so that their answers keep the portal's shape. */
	public static function register_routes(): void {
		register_rest_route(
			self::NAMESPACE,
			self::CATEGORIES,
			array(
				'methods'             => WP_REST_Server::READABLE,
				'callback'            => array( self::class, 'categories' ),
				'permission_callback' => '__return_true',
			)
		);
		register_rest_route(
			self::NAMESPACE,
			self::ARTICLES,
			array(
				'methods'             => WP_REST_Server::CREATABLE,
				'callback'            => array( self::class, 'articles' ),
				'permission_callback' => '__return_true',
			)
		);
	}

	/**
	 * WordPress refuses a body that is not JSON (400 rest_invalid_json) before any callback: for pushes the
	 * signature is checked first and such a body is answered 422, so the push route reads the raw body itself.
	 *
	 * @param mixed           $response The answer so far (a WP_Error stops the request).
	 * @param array           $handler  The route's handler.
	 * @param WP_REST_Request $request  The request.
	 * @return mixed
	 */
	public static function keep_raw_body( $response, $handler, $request ) {
		if ( is_wp_error( $response ) && 'rest_invalid_json' === $response->get_error_code()
			&& '/' . self::NAMESPACE . self::ARTICLES === $request->get_route() ) {
			return null;
		}
		return $response;
	}

	/**
	 * GET /categories: this site's categories.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public static function categories( WP_REST_Request $request ): WP_REST_Response {
		$refused = self::check_token( $request );
		if ( null !== $refused ) {
			return $refused;
		}
		$terms = get_terms(
			array(
				'taxonomy'   => 'category',
				'hide_empty' => false,
				'orderby'    => 'name',
			)
		);
		$data = array();
		foreach ( is_array( $terms ) ? $terms : array() as $term ) {
			$data[] = array(
				'id'   => $term->term_id,
				'name' => html_entity_decode( $term->name, ENT_QUOTES, 'UTF-8' ),
				'slug' => $term->slug,
			);
		}
		return new WP_REST_Response( array( 'data' => $data ), 200 );
	}

	/**
	 * POST /articles: a signed push.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	public static function articles( WP_REST_Request $request ): WP_REST_Response {
		$body      = $request->get_body();
		$signature = (string) $request->get_header( 'x_portal_signature' );
		$secret    = (string) get_option( Portal_News_Options::SECRET, '' );
		if ( ! Portal_News_Signature::verify( $signature, $body, $secret, time() ) ) {
			return self::reply( 401, 'Invalid signature' );
		}
		$refused = self::check_token( $request );
		if ( null !== $refused ) {
			return $refused;
		}
		try {
			$article = Portal_News_Article::from_json( $body );
		} catch ( Portal_News_Invalid_Field $invalid ) {
			return self::reply( 422, 'Invalid data.', null, array( 'field' => $invalid->field ) );
		}

		$result = Portal_News_Item_Lock::with(
			$article->item_id,
			static fn () => 'takedown' === $article->action
				? Portal_News_Post_Writer::take_down( $article )
				: Portal_News_Post_Writer::publish( $article )
		);
		if ( null === $result ) {
			return self::reply( 503, 'Another push of this item is being saved; try again.' );
		}
		if ( is_wp_error( $result ) ) {
			return self::reply( 500, 'The post could not be saved: ' . $result->get_error_message() );
		}
		$data = null === $result['post_id'] ? null : array(
			'post_id' => $result['post_id'],
			'url'     => (string) get_permalink( $result['post_id'] ),
		);
		if ( null !== $data && array() !== $result['warnings'] ) {
			$data['warnings'] = $result['warnings'];
		}
		return self::reply( $result['status'], $result['message'], $data );
	}

	/**
	 * The answer to a missing (400) or wrong (401) Token header, or null when it is right.
	 *
	 * @param WP_REST_Request $request The request.
	 */
	private static function check_token( WP_REST_Request $request ): ?WP_REST_Response {
		$given = $request->get_header( 'token' );
		if ( null === $given || '' === $given ) {
			return self::reply( 400, 'Token header is missing' );
		}
		$token = (string) get_option( Portal_News_Options::TOKEN, '' );
		if ( '' === $token || ! hash_equals( $token, $given ) ) {
			return self::reply( 401, 'Invalid token' );
		}
		return null;
	}

	/**
	 * `{message, data, status}` (and any extra fields, e.g. `field` of a 422).
	 *
	 * @param int                  $status  HTTP status.
	 * @param string               $message What happened.
	 * @param array|null           $data    The post, if any.
	 * @param array<string, mixed> $extra   More fields.
	 */
	private static function reply( int $status, string $message, ?array $data = null, array $extra = array() ): WP_REST_Response {
		$body = array(
			'message' => $message,
			'data'    => $data,
		) + $extra + array( 'status' => $status );
		return new WP_REST_Response( $body, $status );
	}
}
