<?php
/**
 * The plugin's settings: one option per field, registered for the settings page and /wp/v2/settings.
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * Names, defaults and sanitizing of the plugin's options.
 */
final class Portal_News_Options {
	public const GROUP           = 'portal_news';
	public const PORTAL_URL      = 'portal_news_portal_url';
	public const TOKEN           = 'portal_news_token';
	public const SECRET          = 'portal_news_secret';
	public const AUTHOR          = 'portal_news_author';
	public const STATUS          = 'portal_news_status';
	public const CATEGORY_MAP    = 'portal_news_category_map';
	public const PORTAL_CATEGORY = 'portal_news_portal_categories';
	public const NAMES           = array( self::PORTAL_URL, self::TOKEN, self::SECRET, self::AUTHOR, self::STATUS, self::CATEGORY_MAP, self::PORTAL_CATEGORY );
	public const TOKEN_LENGTH    = 40;
	/** The portal's list of its categories (no sign-in), under the portal address. */
	public const CATEGORIES_PATH = '/api/integrations/portal-categories';

	/** On activation: a token of the site's own, unless one is already there. */
	public static function activate(): void {
		add_option( self::TOKEN, self::new_token() );
		add_option( self::STATUS, 'publish' );
		add_option( self::AUTHOR, get_current_user_id() );
	}

	/** 40 random letters and digits. */
	public static function new_token(): string {
		return wp_generate_password( self::TOKEN_LENGTH, false, false );
	}

	/** Registers every option for options.php and for the REST API (administrators only). */
	public static function register(): void {
		$text = array(
			'type'         => 'string',
			'show_in_rest' => true,
			'default'      => '',
		);
		register_setting(
			self::GROUP,
			self::PORTAL_URL,
			$text + array(
				'description'       => __( 'The portal address.', 'portal-news' ),
				'sanitize_callback' => static fn ( $value ): string => untrailingslashit( esc_url_raw( (string) $value, array( 'http', 'https' ) ) ),
			)
		);
		register_setting(
			self::GROUP,
			self::TOKEN,
			$text + array(
				'description'       => __( 'The token the portal sends in its Token header.', 'portal-news' ),
				'sanitize_callback' => array( self::class, 'sanitize_token' ),
			)
		);
		register_setting(
			self::GROUP,
			self::SECRET,
			$text + array(
				'description'       => __( 'The signing secret from the portal (whsec_…).', 'portal-news' ),
				'sanitize_callback' => static fn ( $value ): string => preg_replace( '/[^A-Za-z0-9_\-]/', '', (string) $value ) ?? '',
			)
		);
		register_setting(
			self::GROUP,
			self::AUTHOR,
			array(
				'type'              => 'integer',
				'show_in_rest'      => true,
				'default'           => 0,
				'description'       => __( 'The author of the posts made from the portal.', 'portal-news' ),
				'sanitize_callback' => static fn ( $value ): int => max( 0, (int) $value ),
			)
		);
		register_setting(
			self::GROUP,
			self::STATUS,
			array(
				'type'              => 'string',
				'show_in_rest'      => array(
					'schema' => array(
						'type' => 'string',
						'enum' => array( 'draft', 'publish' ),
					),
				),
				'default'           => 'publish',
				'description'       => __( 'The status of new posts: draft or publish.', 'portal-news' ),
				'sanitize_callback' => static fn ( $value ): string => 'draft' === $value ? 'draft' : 'publish',
			)
		);
		register_setting(
			self::GROUP,
			self::CATEGORY_MAP,
			array(
				'type'              => 'object',
				'show_in_rest'      => array(
					'schema' => array(
						'type'                 => 'object',
						'additionalProperties' => array(
							'type'    => 'integer',
							'minimum' => 0,
						),
					),
				),
				'default'           => array(),
				'description'       => __( 'The category of this site for each portal category.', 'portal-news' ),
				'sanitize_callback' => array( self::class, 'sanitize_category_map' ),
			)
		);
		register_setting(
			self::GROUP,
			self::PORTAL_CATEGORY,
			array(
				'type'              => 'array',
				'show_in_rest'      => array(
					'schema' => array(
						'type'  => 'array',
						'items' => array(
							'type'       => 'object',
							'properties' => array(
								'id'   => array( 'type' => 'integer' ),
								'name' => array( 'type' => 'string' ),
								'slug' => array( 'type' => 'string' ),
							),
						),
					),
				),
				'default'           => array(),
				'description'       => __( 'The portal categories known to this site.', 'portal-news' ),
				// The settings form does not send them (options.php then saves null): keep them.
				'sanitize_callback' => static fn ( $value ): array => self::sanitize_portal_categories( $value ?? get_option( self::PORTAL_CATEGORY, array() ) ),
			)
		);
	}

	/**
	 * A token keeps its letters, digits, dashes and underscores; an empty one keeps the old token.
	 *
	 * @param mixed $value The submitted token.
	 */
	public static function sanitize_token( $value ): string {
		$token = preg_replace( '/[^A-Za-z0-9_\-]/', '', (string) $value ) ?? '';
		return '' === $token ? (string) get_option( self::TOKEN, '' ) : $token;
	}

	/**
	 * Portal category id → category id of this site; 0 ("—") and unknown categories are left out.
	 *
	 * @param mixed $value The submitted mapping.
	 * @return array<int, int>
	 */
	public static function sanitize_category_map( $value ): array {
		$map = array();
		foreach ( (array) $value as $portal_id => $category_id ) {
			$category_id = (int) $category_id;
			if ( (int) $portal_id > 0 && $category_id > 0 && term_exists( $category_id, 'category' ) ) {
				$map[ (int) $portal_id ] = $category_id;
			}
		}
		return $map;
	}

	/**
	 * A list of {id, name, slug}, sorted by name, one per id.
	 *
	 * @param mixed $value The categories.
	 * @return list<array{id: int, name: string, slug: string}>
	 */
	public static function sanitize_portal_categories( $value ): array {
		$categories = array();
		foreach ( (array) $value as $category ) {
			$category = (array) $category;
			$id       = (int) ( $category['id'] ?? 0 );
			if ( $id > 0 ) {
				$categories[ $id ] = array(
					'id'   => $id,
					'name' => sanitize_text_field( (string) ( $category['name'] ?? '' ) ),
					'slug' => sanitize_title( (string) ( $category['slug'] ?? '' ) ),
				);
			}
		}
		usort( $categories, static fn ( array $a, array $b ): int => strcmp( $a['name'], $b['name'] ) );
		return $categories;
	}

	/**
	 * Adds portal categories (from the portal's list or from a push) to the known ones.
	 *
	 * @param list<array{id: int, name: string, slug: string}> $seen The categories seen.
	 */
	public static function remember_portal_categories( array $seen ): void {
		$known = array();
		foreach ( (array) get_option( self::PORTAL_CATEGORY, array() ) as $category ) {
			$known[ (int) ( $category['id'] ?? 0 ) ] = $category;
		}
		$merged = $known;
		foreach ( $seen as $category ) {
			$merged[ $category['id'] ] = $category;
		}
		$merged = self::sanitize_portal_categories( $merged );
		if ( self::sanitize_portal_categories( $known ) !== $merged ) {
			update_option( self::PORTAL_CATEGORY, $merged );
		}
	}

	/** Adds the portal's categories (GET <portal>/api/integrations/portal-categories) to the known ones; false if that failed. */
	public static function fetch_portal_categories(): bool {
		$portal = (string) get_option( self::PORTAL_URL, '' );
		if ( '' === $portal ) {
			return false;
		}
		$response = wp_remote_get( $portal . self::CATEGORIES_PATH, array( 'timeout' => 15 ) );
		if ( is_wp_error( $response ) || 200 !== wp_remote_retrieve_response_code( $response ) ) {
			return false;
		}
		$body = json_decode( wp_remote_retrieve_body( $response ), true );
		if ( ! is_array( $body ) || ! is_array( $body['data'] ?? null ) ) {
			return false;
		}
		self::remember_portal_categories( self::sanitize_portal_categories( $body['data'] ) );
		return true;
	}

	/**
	 * The mapping as stored.
	 *
	 * @return array<int, int>
	 */
	public static function category_map(): array {
		return array_map( 'intval', (array) get_option( self::CATEGORY_MAP, array() ) );
	}
}
