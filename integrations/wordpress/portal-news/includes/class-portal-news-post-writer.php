<?php
/**
 * The post of a portal item: found, made, updated, taken down.
 *
 * @package PortalNews
 */

declare(strict_types=1);

defined( 'ABSPATH' ) || exit;

/**
 * Applies a checked push to the site's posts and says what it did.
 */
final class Portal_News_Post_Writer {
	public const ITEM_META    = '_portal_news_item_id';
	public const VERSION_META = '_portal_news_version';
	public const URI_META     = '_portal_news_uri';
	/** What the agency says of the item for the newsroom (never published): its place, usage terms and editor's note. */
	public const PLACE_META       = '_portal_news_place';
	public const USAGE_TERMS_META = '_portal_news_usage_terms';
	public const EDITOR_NOTE_META = '_portal_news_editor_note';

	/** The item's keys, readable (never writable) in the REST API's `meta` of posts and attachments. */
	public static function register_meta(): void {
		$read_only = array(
			'single'        => true,
			'show_in_rest'  => true,
			'auth_callback' => '__return_false',
		);
		register_post_meta( 'post', self::ITEM_META, $read_only + array( 'type' => 'integer' ) );
		register_post_meta( 'post', self::VERSION_META, $read_only + array( 'type' => 'integer' ) );
		register_post_meta( 'post', self::URI_META, $read_only + array( 'type' => 'string' ) );
		register_post_meta( 'post', self::PLACE_META, $read_only + array( 'type' => 'string' ) );
		register_post_meta( 'post', self::USAGE_TERMS_META, $read_only + array( 'type' => 'string' ) );
		register_post_meta( 'post', self::EDITOR_NOTE_META, $read_only + array( 'type' => 'string' ) );
		register_post_meta( 'attachment', Portal_News_Media_Sideloader::CREDIT_META, $read_only + array( 'type' => 'string' ) );
	}

	/**
	 * Publish or update: create the item's post (201), update it when the push is newer (200), or leave it (200).
	 *
	 * @param Portal_News_Article $article The push.
	 * @return array{status: int, message: string, post_id: int, warnings: list<string>}|WP_Error
	 */
	public static function publish( Portal_News_Article $article ) {
		$post_id = self::find( $article->item_id );
		$trashed = null !== $post_id && 'trash' === get_post_status( $post_id );
		$stored  = null === $post_id ? -1 : (int) get_post_meta( $post_id, self::VERSION_META, true );
		if ( null !== $post_id && $article->version <= $stored && ! ( $trashed && $article->version === $stored ) ) {
			return self::answer( 200, 'No change: the site has this version or a newer one.', $post_id );
		}

		Portal_News_Options::remember_portal_categories( $article->portal_categories );
		[ $attachments, $warnings ] = Portal_News_Media_Sideloader::sideload_all( $article->pictures );
		// The featured image is written before the item's key: whoever finds the post by that key sees it whole.
		$featured = isset( $attachments[0] ) ? array( '_thumbnail_id' => $attachments[0] ) : array();
		$fields   = array(
			'post_title'    => $article->title,
			'post_content'  => self::content( $article, $attachments ),
			'post_excerpt'  => $article->summary,
			'post_category' => self::categories( $article ),
			'tags_input'    => array_column( $article->portal_categories, 'name' ),
			'meta_input'    => $featured + array(
				self::ITEM_META    => $article->item_id,
				self::VERSION_META => $article->version,
				self::URI_META     => $article->uri,
				self::PLACE_META       => $article->place,
				self::USAGE_TERMS_META => $article->usage_terms,
				self::EDITOR_NOTE_META => $article->editor_note,
			),
		);

		if ( null === $post_id ) {
			$author  = (int) get_option( Portal_News_Options::AUTHOR, 0 );
			$post_id = wp_insert_post(
				wp_slash(
					$fields + array(
						'post_type'   => 'post',
						'post_status' => self::status(),
						'post_author' => get_userdata( $author ) ? $author : 0,
					)
				),
				true
			);
			$status  = 201;
			$message = 'Created.';
		} else {
			if ( $trashed ) {
				wp_untrash_post( $post_id );
				$fields['post_status'] = self::status();
			}
			$fields['ID'] = $post_id;
			$post_id      = wp_update_post( wp_slash( $fields ), true );
			$status       = 200;
			$message      = $trashed ? 'Restored from the trash.' : 'Updated.';
		}
		if ( is_wp_error( $post_id ) ) {
			return $post_id;
		}

		Portal_News_Media_Sideloader::attach( $attachments, $post_id );
		return self::answer( $status, $message, $post_id, $warnings );
	}

	/**
	 * Takedown: the item's post to the trash (200), or nothing to do (200).
	 *
	 * @param Portal_News_Article $article The push.
	 * @return array{status: int, message: string, post_id: int|null, warnings: list<string>}
	 */
	public static function take_down( Portal_News_Article $article ): array {
		$post_id = self::find( $article->item_id );
		if ( null === $post_id ) {
			return self::answer( 200, 'Nothing to take down: the site has no post of this item.', null );
		}
		if ( 'trash' !== get_post_status( $post_id ) ) {
			wp_trash_post( $post_id );
		}
		update_post_meta( $post_id, self::VERSION_META, max( $article->version, (int) get_post_meta( $post_id, self::VERSION_META, true ) ) );
		return self::answer( 200, 'Taken down: the post is in the trash.', $post_id );
	}

	/**
	 * The post of an item, whatever its status (the trash included), or null.
	 *
	 * @param int $item_id The portal's item id.
	 */
	public static function find( int $item_id ): ?int {
		global $wpdb;
		$post_id = $wpdb->get_var(
			$wpdb->prepare(
				"SELECT p.ID FROM {$wpdb->posts} p JOIN {$wpdb->postmeta} m ON m.post_id = p.ID
				WHERE m.meta_key = %s AND m.meta_value = %s AND p.post_type = 'post' ORDER BY p.ID LIMIT 1",
				self::ITEM_META,
				(string) $item_id
			)
		);
		return null === $post_id ? null : (int) $post_id;
	}

	/**
	 * The description, the pictures after the first as figures, and the credit line.
	 *
	 * @param Portal_News_Article $article     The push.
	 * @param list<int|null>      $attachments The attachment of each picture.
	 */
	private static function content( Portal_News_Article $article, array $attachments ): string {
		$html = $article->description;
		foreach ( array_slice( $article->pictures, 1, null, true ) as $index => $picture ) {
			$attachment = $attachments[ $index ] ?? null;
			if ( null === $attachment ) {
				continue;
			}
			$caption = Portal_News_Media_Sideloader::caption_of( $picture );
			$html   .= sprintf(
				"\n<figure class=\"wp-block-image portal-news-picture\"><img src=\"%s\" alt=\"%s\" class=\"wp-image-%d\" />%s</figure>",
				esc_url( (string) wp_get_attachment_url( $attachment ) ),
				esc_attr( $picture['caption'] ),
				$attachment,
				'' !== $caption ? '<figcaption>' . esc_html( $caption ) . '</figcaption>' : ''
			);
		}
		if ( '' !== $article->credit ) {
			$html .= "\n<p class=\"portal-news-credit\">" . esc_html( $article->credit ) . '</p>';
		}
		return $html;
	}

	/**
	 * The chosen category if it is one of this site's, the mapped ones of the portal categories, else the default.
	 *
	 * @param Portal_News_Article $article The push.
	 * @return list<int>
	 */
	private static function categories( Portal_News_Article $article ): array {
		$categories = array();
		if ( $article->category > 0 && get_term( $article->category, 'category' ) instanceof WP_Term ) {
			$categories[] = $article->category;
		}
		$map = Portal_News_Options::category_map();
		foreach ( $article->portal_categories as $category ) {
			if ( isset( $map[ $category['id'] ] ) && get_term( $map[ $category['id'] ], 'category' ) instanceof WP_Term ) {
				$categories[] = $map[ $category['id'] ];
			}
		}
		$categories = array_values( array_unique( $categories ) );
		return array() !== $categories ? $categories : array( (int) get_option( 'default_category', 1 ) );
	}

	/** The status of new (and restored) posts, from the settings. */
	private static function status(): string {
		return 'draft' === get_option( Portal_News_Options::STATUS, 'publish' ) ? 'draft' : 'publish';
	}

	/**
	 * What the REST controller answers.
	 *
	 * @param int           $status   HTTP status.
	 * @param string        $message  What was done.
	 * @param int|null      $post_id  The post.
	 * @param list<string>  $warnings Pictures that failed.
	 * @return array{status: int, message: string, post_id: int|null, warnings: list<string>}
	 */
	private static function answer( int $status, string $message, ?int $post_id, array $warnings = array() ): array {
		return array(
			'status'   => $status,
			'message'  => $message,
			'post_id'  => $post_id,
			'warnings' => $warnings,
		);
	}
}
